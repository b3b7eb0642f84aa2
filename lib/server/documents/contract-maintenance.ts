import 'server-only';
// A contract under maintenance (§4 Contract maintenance_mode) takes no new claim or certificate: the
// banner's words are the refusal, the same for both documents.
import { AppError } from '@/lib/errors/app-error';

export const MAINTENANCE_BANNER =
  'This contract is currently under maintenance, please do not issue claim or certificate.';

export function assertNotUnderMaintenance(contract: { maintenanceMode: boolean }): void {
  if (contract.maintenanceMode) throw new AppError('conflict', MAINTENANCE_BANNER);
}
