import { route } from '@/lib/api/route';
import { ZClaimParams, ZUpdateClaimInfo } from '@/lib/schemas/claims';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { updateClaimInfo } from '@/lib/server/claims/update-claim-info';

/**
 * PATCH update_claim_info { updated_at, from_date?, to_date?, claim_due_date?, cert_due_date?,
 * payment_due_date?, attach_audit_trail? } → 200 the read_one_claim answer. Dates in draft only;
 * a new to_date recomputes the due dates not given. Overlapping another claim's period → 422.
 */
export const PATCH = route(
  { auth: 'account', params: ZClaimParams, body: ZUpdateClaimInfo },
  async ({ actor, params, body }) => updateClaimInfo(actor, claimRefOf(params), body),
);
