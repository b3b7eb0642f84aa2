// /api/cert/account/{acc}/contract_group/{g}/contract/{c}/claim/{cl}/cert — a claim's certificates.
import { json, route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { ZCreateCert } from '@/lib/schemas/certs';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { createCert } from '@/lib/server/certs/create-cert';
import { listClaimCerts } from '@/lib/server/certs/read-issued-cert';

/**
 * GET → 200 { certs: [...] }, newest first. The payer (cert side) gets every certificate of the
 * claim with its notes and version (the `cert` object of GET …/cert/{cert}); the claimer (claim
 * side) only issued ones: { cert_id, claim_id, certificate_number, cert_certificate_ref, name,
 * cert_status, external_notes, has_retention, less_previous_option, custom_previous,
 * labour_element, cis_status, domestic_reverse_charge, issued_at, issued_late, issued_totals:
 * { gross_to_date, retention_to_date, net_this_cert, gst_amount, total_including_gst },
 * created_date } — never drafts, internal notes or workflow.
 */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  listClaimCerts(actor, claimRefOf(params)),
);

/**
 * POST { certificate_ref? } (or no body) → 201 the GET …/cert/{cert} answer of the new draft.
 * Payer side, claim_or_cert. The claim must be issued (certified → 409 'This claim has already
 * been certified.'); one certificate per claim at a time (another not yet issued → 409); a waiting
 * 'pending' placeholder becomes the draft. Every claimed line starts certified at its claimed value.
 */
export const POST = route(
  { auth: 'account', params: ZClaimParams, body: ZCreateCert },
  async ({ actor, params, body }) => json(await createCert(actor, claimRefOf(params), body), 201),
);
