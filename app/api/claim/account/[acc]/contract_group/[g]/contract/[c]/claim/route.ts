// /api/claim/account/{acc}/contract_group/{g}/contract/{c}/claim — the payee's claims of a contract.
import { json, route } from '@/lib/api/route';
import { ZCreateClaim } from '@/lib/schemas/claims';
import { ZContractParams } from '@/lib/schemas/common';
import { createClaim } from '@/lib/server/claims/create-claim';
import { listClaims } from '@/lib/server/claims/list-claims';
import { contractRefOf } from '@/lib/server/claims/load-claim';

/**
 * GET → 200 { claims: [{ id, number, payclaim_name, status, claim_from, claim_to, claim_due_date,
 * cert_due_date, payment_due_date, claim_external_notes, has_retention, less_previous_option,
 * custom_previous, labour_element, cis_status, domestic_reverse_charge, served_at,
 * issued_totals | null, created_date, updated_at }] }, newest first.
 */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  listClaims(actor, contractRefOf(params)),
);

/**
 * POST create_one_claim { claim_from, claim_to: 'yyyy-MM-dd', name? } → 201 { id, number, name,
 * status: 'draft', claim_from, claim_to, claim_due_date, cert_due_date, payment_due_date,
 * updated_at, deadlines: { claim_due, payment_schedule, payment_due, further[] }, each { kind, date,
 * applies, source, consequence, estimated, contract_date, statutory_date } (lib/domain/claim-deadlines.ts) }.
 * 409 when the contract is not started or reopened, or another claim took the number first;
 * 422 when the period starts on or before the previous claim's end.
 */
export const POST = route(
  { auth: 'account', params: ZContractParams, body: ZCreateClaim },
  async ({ actor, params, body }) => json(await createClaim(actor, contractRefOf(params), body), 201),
);
