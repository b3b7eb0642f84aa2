// /api/claim/account/{acc}/contract_group/{g}/contract/{c}/claim — the payee's claims of a contract.
import { json, route } from '@/lib/api/route';
import { ZContractClaimsQuery, ZCreateClaim } from '@/lib/schemas/claims';
import { ZContractParams } from '@/lib/schemas/common';
import { createClaim } from '@/lib/server/claims/create-claim';
import { listClaims } from '@/lib/server/claims/list-claims';
import { contractRefOf } from '@/lib/server/claims/load-claim';

/**
 * GET: the payee's claims of the contract, newest first, a page at a time (?limit, default 50;
 * ?cursor, the next_cursor of the page before), with `total`.
 */
export const GET = route(
  { auth: 'account', params: ZContractParams, query: ZContractClaimsQuery },
  async ({ actor, params, query }) => listClaims(actor, contractRefOf(params), query),
);

/**
 * POST create_one_claim: 409 when the contract is not started or reopened, or another claim took the
 * number first; 422 when the period starts on or before the previous claim's end.
 */
export const POST = route(
  { auth: 'account', docs: { status: 201 }, params: ZContractParams, body: ZCreateClaim },
  async ({ actor, params, body }) => json(await createClaim(actor, contractRefOf(params), body), 201),
);
