import { route } from '@/lib/api/route';
import { ZProviderParams } from '@/lib/schemas/integrations';
import { disconnectIntegration } from '@/lib/server/integrations/connections';

/** Disconnect: its credentials are deleted; pushes still queued fail into the sync logs. */
export const DELETE = route(
  { auth: 'account', params: ZProviderParams, permission: ['account', 'edit'] },
  async ({ actor, params }) => disconnectIntegration(actor, params.provider),
);
