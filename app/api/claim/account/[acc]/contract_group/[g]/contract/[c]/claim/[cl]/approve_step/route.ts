import { route } from '@/lib/api/route';
import { ZApproveStep, ZClaimParams } from '@/lib/schemas/claims';
import { claimWorkflowAction } from '@/lib/server/claims/claim-workflow-action';
import { claimRefOf } from '@/lib/server/claims/load-claim';

/**
 * POST approve_claim_step: only an approver of the current step (403); the last required approval makes
 * the claim approved. Two approvals of the same step at once, or one after the caller's own approval
 * moved the claim on (a second tab): one 200, the other 409.
 */
export const POST = route(
  { auth: 'account', params: ZClaimParams, body: ZApproveStep },
  async ({ actor, params, body }) =>
    claimWorkflowAction(actor, claimRefOf(params), 'approve_step', body?.comment),
);
