import { json, route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZRetentionHolding } from '@/lib/schemas/retention-trust';
import { createRetentionHolding } from '@/lib/server/retention-trust/create-holding';
import { listRetentionHoldings } from '@/lib/server/retention-trust/list-holdings';

/** GET: where the account holds the retention money it withholds (trust accounts, instruments). */
export const GET = route(
  {
    auth: 'account',
    params: ZAccountParams,
    docs: { summary: 'List retention trust accounts and instruments' },
  },
  async ({ actor }) => listRetentionHoldings(actor),
);

/** POST: records a retention trust account or complying instrument. Owners and admins. */
export const POST = route(
  {
    auth: 'account',
    params: ZAccountParams,
    body: ZRetentionHolding,
    permission: ['account', 'edit'],
    docs: { summary: 'Record a retention trust account or instrument', status: 201 },
  },
  async ({ actor, body }) => json(await createRetentionHolding(actor, body), 201),
);
