import { json, route } from '@/lib/api/route';
import { ZReconciliationInput } from '@/lib/schemas/retention-reconciliation';
import { ZHoldingParams } from '@/lib/schemas/retention-trust';
import { listReconciliations } from '@/lib/server/retention-trust/list-reconciliations';
import { recordReconciliation } from '@/lib/server/retention-trust/record-reconciliation';

/** GET: a trust account's reconciliations, newest first, each with its difference and state. */
export const GET = route(
  {
    auth: 'account',
    params: ZHoldingParams,
    docs: { summary: 'List the reconciliations of a retention trust account' },
  },
  async ({ actor, params }) => listReconciliations(actor, params.holding),
);

/** POST: the bank's balance on a day, against the ledger's for that day (frozen). Owners and admins. */
export const POST = route(
  {
    auth: 'account',
    params: ZHoldingParams,
    body: ZReconciliationInput,
    permission: ['account', 'edit'],
    docs: { summary: 'Reconcile a retention trust account with its bank balance', status: 201 },
  },
  async ({ actor, params, body }) => json(await recordReconciliation(actor, params.holding, body), 201),
);
