import { route } from '@/lib/api/route';
import { ZApproveStep, ZClaimParams } from '@/lib/schemas/claims';
import { claimWorkflowAction } from '@/lib/server/claims/claim-workflow-action';
import { claimRefOf } from '@/lib/server/claims/load-claim';

/**
 * POST approve_claim_step { comment? } → 200 { status, current_step_index, final, emails_queued }.
 * Only an approver of the current step (else 403); approving the last required approval makes the
 * claim approved (final: true). Two approvals of the same step at once: one 200, the other 409.
 */
export const POST = route(
  { auth: 'account', params: ZClaimParams, body: ZApproveStep },
  async ({ actor, params, body }) =>
    claimWorkflowAction(actor, claimRefOf(params), 'approve_step', body?.comment),
);
