// /api/claim/account/{acc}/contract_group/{g}/contract/{c}/claim — the payee's claims of a contract.
import { json, route } from '@/lib/api/route';
import { ZCreateClaim } from '@/lib/schemas/claims';
import { ZContractParams } from '@/lib/schemas/common';
import { createClaim } from '@/lib/server/claims/create-claim';
import { listClaims } from '@/lib/server/claims/list-claims';
import { contractRefOf } from '@/lib/server/claims/load-claim';

/** GET: the payee's claims of the contract, newest first. */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  listClaims(actor, contractRefOf(params)),
);

/**
 * POST create_one_claim: 409 when the contract is not started or reopened, or another claim took the
 * number first; 422 when the period starts on or before the previous claim's end.
 */
export const POST = route(
  { auth: 'account', docs: { status: 201 }, params: ZContractParams, body: ZCreateClaim },
  async ({ actor, params, body }) => json(await createClaim(actor, contractRefOf(params), body), 201),
);
