import { route } from '@/lib/api/route';
import { ZSyncLogParams } from '@/lib/schemas/integrations';
import { retrySyncLog } from '@/lib/server/integrations/sync-logs';

/** The sync report's retry: the push goes back in the queue and is tried now; answers whether it got through. */
export const POST = route(
  { auth: 'account', params: ZSyncLogParams, permission: ['account', 'access'] },
  async ({ actor, params }) => retrySyncLog(actor, params.logId),
);
