import { route } from '@/lib/api/route';
import { ZClaimParams, ZUpdateClaimInfo } from '@/lib/schemas/claims';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { updateClaimInfo } from '@/lib/server/claims/update-claim-info';

/**
 * PATCH update_claim_info: dates in draft only; a new to_date recomputes the due dates not given. A period
 * overlapping another claim's → 422.
 */
export const PATCH = route(
  { auth: 'account', params: ZClaimParams, body: ZUpdateClaimInfo },
  async ({ actor, params, body }) => updateClaimInfo(actor, claimRefOf(params), body),
);
