import { route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { readClaimWorkflow } from '@/lib/server/claims/read-claim';

/**
 * GET read_claim_workflow → 200 { steps: [{ id, step, name, complete, approvers: [{ user_id, name,
 * required, approved }] }], current_step_index, can_approve, approval_is_final, events: [{ action,
 * step_index, step_name, user_id, user_name, comment, created_date }] }.
 */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  readClaimWorkflow(actor, claimRefOf(params)),
);
