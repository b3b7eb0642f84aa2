import { route } from '@/lib/api/route';
import { ZClaimParams, ZRevert } from '@/lib/schemas/claims';
import { claimWorkflowAction } from '@/lib/server/claims/claim-workflow-action';
import { claimRefOf } from '@/lib/server/claims/load-claim';

/**
 * POST revert_claim_to_draft: from review, approved or issued (not certified); an issued claim's served
 * figures are withdrawn and the payer's links to it lead to the reverted-to-draft page until it is issued
 * again.
 */
export const POST = route(
  { auth: 'account', params: ZClaimParams, body: ZRevert },
  async ({ actor, params, body }) =>
    claimWorkflowAction(actor, claimRefOf(params), 'revert_to_draft', body.comment),
);
