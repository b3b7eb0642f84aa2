import { route } from '@/lib/api/route';
import { ZProviderParams } from '@/lib/schemas/integrations';
import { listExternalJobs } from '@/lib/server/integration-sync/import-subcontract';

// Spec §7 /api/integration/{provider}/account/{acc}/jobs: the connected system's jobs (502 when it fails).
export const GET = route(
  { auth: 'account', params: ZProviderParams, permission: ['account', 'access'] },
  async ({ actor, params }) => listExternalJobs(actor, params.provider),
);
