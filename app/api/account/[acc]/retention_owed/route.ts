import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { listRetentionOwed } from '@/lib/server/retention-owed/list-retention-owed';

/** GET: the retention owed to the account as payee, on every contract it claims on (issue 31). */
export const GET = route(
  { auth: 'account', params: ZAccountParams, docs: { summary: 'List the retention owed to the account' } },
  async ({ actor }) => listRetentionOwed(actor),
);
