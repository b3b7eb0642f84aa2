import { route } from '@/lib/api/route';
import { ZClaimParams, ZRevert } from '@/lib/schemas/claims';
import { claimWorkflowAction } from '@/lib/server/claims/claim-workflow-action';
import { claimRefOf } from '@/lib/server/claims/load-claim';

/**
 * POST revert_claim_workflow { comment } → 200 { status: 'review', current_step_index, … }: back
 * one step, whose approvers approve again. On the first step → 409 (revert to draft instead).
 */
export const POST = route(
  { auth: 'account', params: ZClaimParams, body: ZRevert },
  async ({ actor, params, body }) =>
    claimWorkflowAction(actor, claimRefOf(params), 'revert_step', body.comment),
);
