import { route } from '@/lib/api/route';
import { ZImportSubcontract, ZProviderParams } from '@/lib/schemas/integrations';
import { importSubcontract } from '@/lib/server/integration-sync/import-subcontract';

/**
 * Import a subcontract: its job becomes a project, it becomes a contract with its schedule of values.
 * Importing it again updates the same project and contract. A failure is also written to the sync logs.
 */
export const POST = route(
  { auth: 'account', params: ZProviderParams, body: ZImportSubcontract, permission: ['account', 'access'] },
  async ({ actor, params, body }) => importSubcontract(actor, params.provider, body),
);
