import { route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { readReceivedClaim } from '@/lib/server/claims/read-received-claim';

/**
 * GET read_one_claim, payer side → 200 { status: 200, redirect: null, claim (no internal notes or
 * workflow), contract, items, totals, deadlines, attachments (shared ones only) } for a
 * claim served on this account; { status: 301, redirect: '/error_404ClaimRevert?term=claim' } when
 * it has since been reverted to draft (§7: a 301 body status redirects); 404 for anything else.
 */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  readReceivedClaim(actor, claimRefOf(params)),
);
