// /api/cert/account/{acc}/contract_group/{g}/contract/{c}/claim/{cl}/cert/{cert} — one certificate.
import { route } from '@/lib/api/route';
import { ZCertParams, ZUpdateCert } from '@/lib/schemas/certs';
import { certRefOf } from '@/lib/server/certs/load-cert';
import { readCertFor } from '@/lib/server/certs/read-issued-cert';
import { updateCert } from '@/lib/server/certs/update-cert';

/**
 * GET → 200. Payer (cert side): {
 *   cert: { cert_id, claim_id, certificate_number, cert_certificate_ref, name, cert_status,
 *     external_notes, internal_notes, has_retention, less_previous_option, custom_previous,
 *     labour_element, cis_status, domestic_reverse_charge, attach_audit_trail, auto_notify,
 *     current_step_index, issued_at, issued_late, issued_totals, created_date, updated_at },
 *   claim: { id, number, payclaim_name, status, claim_from, claim_to, claim_due_date,
 *     cert_due_date, payment_due_date, claim_external_notes, served_at, issued_totals, … },
 *   contract: { id, project_id, name, contract_number, status, country, region, jurisdiction, gst,
 *     time_zone, payer, payee, maintenance_mode, certify_pending_variation, cert_bulk_email, … },
 *   items: [{ id, parent_id, depth, has_children, kind, label, description, unit, value_type,
 *     quantity, rate, is_provisional, exclude_retention, current_status, reject_reason,
 *     variation_type, variation_reference, material_site, counts, contract_value, claim_value,
 *     claim_percent, current_claim, last_period, cert_option, cert_percent, cert_qty, cert_value,
 *     this_cert, difference, cert_reason, reason_status: 'empty' | 'error' | 'reason', remaining }]
 *     (document order),
 *   totals (the certificate's) and claimed_totals (the claim's): { contract_value, base|variations|
 *     materials: { contract_value, previous, this_claim, to_date }, gross_to_date, retention: {…},
 *     less_retention, plus_releases, net_to_date, less_previous, net_this_claim, gst, total_incl_gst,
 *     cis_deduction, amount_due, … },
 *   scheduled_amount, claimed_amount, missing_reasons: [item ids],
 *   payment_schedule_deadline: { kind, date, applies: 'contract' | 'statutory' | 'default', source,
 *     consequence, estimated, contract_date, statutory_date, working_days_left }
 *     (lib/domain/claim-deadlines.ts: the date and source the claimer's read shows too),
 *   workflow: { steps, current_step_index, can_approve, approval_is_final, events },
 *   attachments: [{ file_id, file_name, fileType, size, is_shared, created_date }],
 *   auto_notify_contacts: [{ contact_name, contact_email }],
 *   actions: ['create' | 'update' | 'decide_variation' | 'send_approval' | 'approve_step' |
 *     'revert_step' | 'revert_to_draft' | 'revert_to_review' | 'issue' | 'attachments' |
 *     'record_payment'],
 *   file_upload_size_limit }.
 * Claimer (claim side), issued certificates only (else 404): { cert (no internal notes, workflow
 * or settings), claim, contract, items, totals, claimed_totals, scheduled_amount, claimed_amount,
 * missing_reasons, attachments (shared ones only) }.
 * Money in cents, percentages in basis points, quantities ×100.
 */
export const GET = route({ auth: 'account', params: ZCertParams }, async ({ actor, params }) =>
  readCertFor(actor, certRefOf(params)),
);

/**
 * PUT { updated_at, lines?: [{ line_item_id, cert_option: 'percent', percent, reason? } | { …,
 * cert_option: 'qty', qty, reason? } | { …, cert_option: 'value', value, reason? }],
 * certificate_ref?, internal_notes?, external_notes?, has_retention?, less_previous_option?,
 * custom_previous?, labour_element?, attach_audit_trail?, auto_notify? } → 200 the GET answer.
 * Payer, draft only (409); stale updated_at → 409. A reason left out keeps the one stored; null or
 * '' clears it. A line on a parent, over 100% (non-provisional), on the wrong side of zero, or
 * above nothing on a variation that does not count → 422 naming it. Lines are written in bulk.
 */
export const PUT = route(
  { auth: 'account', params: ZCertParams, body: ZUpdateCert, maxBodyBytes: 4_000_000 },
  async ({ actor, params, body }) => updateCert(actor, certRefOf(params), body),
);
