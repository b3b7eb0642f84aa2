import { route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { readReceivedClaim } from '@/lib/server/claims/read-received-claim';

/**
 * GET read_one_claim, payer side: a claim served on this account, without internal notes or workflow and
 * with shared files only. Once reverted to draft, body status 301 to /error_404ClaimRevert?term=claim (§7:
 * a 301 body status redirects); 404 for anything else.
 */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  readReceivedClaim(actor, claimRefOf(params)),
);
