import { route } from '@/lib/api/route';
import { ZClaimParams, ZSupportingStatement } from '@/lib/schemas/claims';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { readSupportingStatement, saveSupportingStatement } from '@/lib/server/claims/supporting-statement';

/**
 * GET: the NSW supporting statement of a claim (SOP Act 1999 (NSW) s13(7)) for the payee — whether
 * the claim needs one (an AU-NSW head contract), whether it can be changed (draft only) and the
 * statement or null. Another account's claim → 404.
 */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  readSupportingStatement(actor, claimRefOf(params)),
);

/**
 * PUT: makes or replaces the statement (the declaration confirmed, the subcontractors as a whole
 * list). 422 on bad input or a claim that needs none; 409 once the claim is not a draft; the payee
 * with the permission to claim only (403).
 */
export const PUT = route(
  { auth: 'account', params: ZClaimParams, body: ZSupportingStatement },
  async ({ actor, params, body }) => saveSupportingStatement(actor, claimRefOf(params), body),
);
