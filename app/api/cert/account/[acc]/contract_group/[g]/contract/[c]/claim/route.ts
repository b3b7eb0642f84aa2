// /api/cert/account/{acc}/contract_group/{g}/contract/{c}/claim — the payer records a claim.
import { json, route } from '@/lib/api/route';
import { ZPayerClaim } from '@/lib/schemas/certs';
import { ZContractParams } from '@/lib/schemas/common';
import { contractRefOf } from '@/lib/server/claims/load-claim';
import { readPayerClaimForm } from '@/lib/server/certs/payer-claim-form';
import { recordPayerClaim } from '@/lib/server/certs/record-payer-claim';

/**
 * GET: what the "record a claim" form starts from: the next number and period, and each line's claim to
 * date so far (the last served claim's). Cert side, view; a contract whose payee is on ClaimCert → 409.
 */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  readPayerClaimForm(actor, contractRefOf(params)),
);

/**
 * POST: for a payee that is not on ClaimCert (the contract has no payee account; else 409): the claim it
 * served on paper, recorded by the certifier as the contract's next claim, already issued and served on
 * served_on, ready to certify. Cert side and claim_or_cert only. A line that is not a claimable leaf, over
 * 100% or negative → 422 naming it; served_on in the future → 422.
 */
export const POST = route(
  {
    auth: 'account',
    docs: { status: 201 },
    params: ZContractParams,
    body: ZPayerClaim,
    maxBodyBytes: 4_000_000,
  },
  async ({ actor, params, body }) => json(await recordPayerClaim(actor, contractRefOf(params), body), 201),
);
