import { route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { readClaimWorkflow } from '@/lib/server/claims/read-claim';

/** GET read_claim_workflow: the claim's approval steps, approvers and events. */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  readClaimWorkflow(actor, claimRefOf(params)),
);
