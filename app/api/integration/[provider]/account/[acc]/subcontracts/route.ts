import { route } from '@/lib/api/route';
import { ZProviderParams, ZSubcontractsQuery } from '@/lib/schemas/integrations';
import { listExternalSubcontracts } from '@/lib/server/integration-sync/import-subcontract';

// Spec §7 …/subcontracts?job=: one job's subcontracts with their schedule of values, and which are imported.
export const GET = route(
  { auth: 'account', params: ZProviderParams, query: ZSubcontractsQuery, permission: ['account', 'access'] },
  async ({ actor, params, query }) => listExternalSubcontracts(actor, params.provider, query.job),
);
