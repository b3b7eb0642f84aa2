import { route } from '@/lib/api/route';
import { ZClaimParams, ZRevert } from '@/lib/schemas/claims';
import { claimWorkflowAction } from '@/lib/server/claims/claim-workflow-action';
import { claimRefOf } from '@/lib/server/claims/load-claim';

/** POST revert_claim_to_review: reopens the last step; approved claims with approval steps only (409). */
export const POST = route(
  { auth: 'account', params: ZClaimParams, body: ZRevert },
  async ({ actor, params, body }) =>
    claimWorkflowAction(actor, claimRefOf(params), 'revert_to_review', body.comment),
);
