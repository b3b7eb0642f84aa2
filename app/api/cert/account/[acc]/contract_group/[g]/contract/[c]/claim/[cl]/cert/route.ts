// /api/cert/account/{acc}/contract_group/{g}/contract/{c}/claim/{cl}/cert — a claim's certificates.
import { json, route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { ZCreateCert } from '@/lib/schemas/certs';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { createCert } from '@/lib/server/certs/create-cert';
import { listClaimCerts } from '@/lib/server/certs/read-issued-cert';

/**
 * GET: the claim's certificates, newest first. The payer (cert side) gets every one with its notes and
 * version; the claimer (claim side) issued ones only, never drafts, internal notes or workflow.
 */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  listClaimCerts(actor, claimRefOf(params)),
);

/**
 * POST: a new draft; payer side, claim_or_cert. The claim must be issued (certified → 409); one
 * certificate per claim at a time (another not yet issued → 409); a waiting 'pending' placeholder becomes
 * the draft. Every claimed line starts certified at its claimed value.
 */
export const POST = route(
  { auth: 'account', docs: { status: 201 }, params: ZClaimParams, body: ZCreateCert },
  async ({ actor, params, body }) => json(await createCert(actor, claimRefOf(params), body), 201),
);
