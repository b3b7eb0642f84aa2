import { route } from '@/lib/api/route';
import { ZClaimParams, ZRevert } from '@/lib/schemas/claims';
import { claimWorkflowAction } from '@/lib/server/claims/claim-workflow-action';
import { claimRefOf } from '@/lib/server/claims/load-claim';

/**
 * POST revert_claim_to_review { comment } → 200 { status: 'review', current_step_index (the last
 * step, reopened), … }. Approved claims with approval steps only (409 otherwise).
 */
export const POST = route(
  { auth: 'account', params: ZClaimParams, body: ZRevert },
  async ({ actor, params, body }) =>
    claimWorkflowAction(actor, claimRefOf(params), 'revert_to_review', body.comment),
);
