import { route } from '@/lib/api/route';
import { ZReconciliationExplanation, ZReconciliationParams } from '@/lib/schemas/retention-reconciliation';
import { explainReconciliation } from '@/lib/server/retention-trust/explain-reconciliation';

/** PUT: explains a reconciliation's difference, once (its only change). Owners and admins. */
export const PUT = route(
  {
    auth: 'account',
    params: ZReconciliationParams,
    body: ZReconciliationExplanation,
    permission: ['account', 'edit'],
    docs: { summary: 'Explain the difference of a retention trust reconciliation' },
  },
  async ({ actor, params, body }) =>
    explainReconciliation(actor, { holdingId: params.holding, id: params.id }, body),
);
