import { route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { pushClaimNow } from '@/lib/server/integration-sync/push-now';

/**
 * POST issue_one_claim_integration: send the issued claim to the account's integration now (409 when it is
 * not issued, no integration is connected or the contract's push is off); answers each delivery's state.
 */
export const POST = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  pushClaimNow(actor, claimRefOf(params)),
);
