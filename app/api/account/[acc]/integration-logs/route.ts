import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { listSyncLogs } from '@/lib/server/integrations/sync-logs';

// Spec §7 integration-logs: the open sync issues, newest first, with the §8 sentence.
export const GET = route(
  { auth: 'account', params: ZAccountParams, permission: ['account', 'access'] },
  async ({ actor }) => listSyncLogs(actor),
);
