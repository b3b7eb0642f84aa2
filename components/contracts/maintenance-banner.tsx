import { Banner } from '@/components/ui/banner';

/** §2, exact: the banner of a contract in maintenance mode, shown on every contract page. */
export const MAINTENANCE_MESSAGE =
  'This contract is currently under maintenance, please do not issue claim or certificate.';

export function MaintenanceBanner({ on }: { on: boolean }) {
  return on ? <Banner tone="warning">{MAINTENANCE_MESSAGE}</Banner> : null;
}
