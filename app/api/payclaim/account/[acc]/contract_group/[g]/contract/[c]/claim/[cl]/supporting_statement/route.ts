import { route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { readReceivedSupportingStatement } from '@/lib/server/claims/supporting-statement';

/**
 * GET, payer side: the NSW supporting statement that accompanied a claim served on this account
 * (null when none did). A claim not served on it, or gone back to draft → 404.
 */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  readReceivedSupportingStatement(actor, claimRefOf(params)),
);
