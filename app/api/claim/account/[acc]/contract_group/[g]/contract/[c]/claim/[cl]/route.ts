// /api/claim/account/{acc}/contract_group/{g}/contract/{c}/claim/{cl} — one claim, payee side.
import { route } from '@/lib/api/route';
import { ZClaimParams, ZUpdateClaim } from '@/lib/schemas/claims';
import { deleteClaim } from '@/lib/server/claims/delete-claim';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { readClaim } from '@/lib/server/claims/read-claim';
import { updateClaim } from '@/lib/server/claims/update-claim';

/**
 * GET read_one_claim → 200 {
 *   claim: { id, number, payclaim_name, status, claim_from, claim_to, claim_due_date, cert_due_date,
 *     payment_due_date, claim_internal_notes, claim_external_notes, has_retention,
 *     less_previous_option, custom_previous, labour_element, cis_status, domestic_reverse_charge,
 *     attach_audit_trail, current_step_index, served_at, issued_totals, created_date, updated_at },
 *   contract: { id, project_id, name, contract_number, status, country, region, jurisdiction, gst,
 *     time_zone, payer, payee, maintenance_mode, certify_pending_variation, claim_bulk_email },
 *   items: [{ id, parent_id, depth, has_children, kind, label, description, unit, value_type,
 *     quantity, rate, is_provisional, exclude_retention, approval_status, variation_type,
 *     variation_reference, material_site, counts, contract_value, previous, claim_option,
 *     claimed_percent, claimed_qty, to_date, this_claim, remaining, certified_to_date }]
 *     (document order: each parent followed by its children),
 *   totals: { contract_value, base|variations|materials: { contract_value, previous, this_claim,
 *     to_date }, gross_to_date, gross_this_claim, retention: {…}, less_retention, plus_releases,
 *     net_to_date, less_previous_option, previous_net_to_date, less_previous, net_this_claim,
 *     gst_percent, gst, total_incl_gst, reverse_charge, reverse_charge_statement, cis_status,
 *     cis_rate, labour_element, cis_deduction, amount_due },
 *   deadlines: { claim_due, payment_schedule, payment_due, further }, workflow: { steps, current_step_index, can_approve,
 *     approval_is_final, events }, attachments: [{ file_id, file_name, fileType, size, is_shared,
 *     created_date }], actions: ['update' | 'delete' | 'send_approval' | 'approve_step' |
 *     'revert_step' | 'revert_to_draft' | 'revert_to_review' | 'issue' | 'attachments'],
 *   file_upload_size_limit }
 * Money in cents, percentages in basis points, quantities ×100.
 */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  readClaim(actor, claimRefOf(params)),
);

/**
 * PUT update_one_claim { updated_at, lines?: [{ line_item_id, claim_option: 'percent', percent }
 * | { …, claim_option: 'qty', qty } | { …, claim_option: 'value', value }], internal_notes?,
 * external_notes?, has_retention?, less_previous_option?, custom_previous?, labour_element?,
 * attach_audit_trail? } → 200 the read_one_claim answer. Draft only (409); a stale updated_at →
 * 409; a line that is not a claimable leaf, over 100% (non-provisional) or negative → 422 naming it.
 */
export const PUT = route(
  { auth: 'account', params: ZClaimParams, body: ZUpdateClaim, maxBodyBytes: 4_000_000 },
  async ({ actor, params, body }) => updateClaim(actor, claimRefOf(params), body),
);

/** DELETE delete_one_claim → 200 { deleted: true }. Drafts never issued only (409 otherwise). */
export const DELETE = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  deleteClaim(actor, claimRefOf(params)),
);
