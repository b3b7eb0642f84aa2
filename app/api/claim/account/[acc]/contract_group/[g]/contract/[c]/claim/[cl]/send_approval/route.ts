import { route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { claimWorkflowAction } from '@/lib/server/claims/claim-workflow-action';
import { claimRefOf } from '@/lib/server/claims/load-claim';

/**
 * POST send_approval_one_claim: draft only (409). With no workflow steps the claim is approved at once;
 * otherwise the first step's approvers are emailed (per their workflow email preferences).
 */
export const POST = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  claimWorkflowAction(actor, claimRefOf(params), 'send_for_approval'),
);
