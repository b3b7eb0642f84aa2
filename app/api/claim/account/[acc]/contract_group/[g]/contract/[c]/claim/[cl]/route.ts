// /api/claim/account/{acc}/contract_group/{g}/contract/{c}/claim/{cl} — one claim, payee side.
import { route } from '@/lib/api/route';
import { ZSaveAnswerQuery } from '@/lib/schemas/common';
import { ZClaimParams, ZUpdateClaim } from '@/lib/schemas/claims';
import { deleteClaim } from '@/lib/server/claims/delete-claim';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { readClaim } from '@/lib/server/claims/read-claim';
import { updateClaim } from '@/lib/server/claims/update-claim';

/** GET read_one_claim: the claim with its contract, lines, totals, deadlines, workflow and files (payee side). */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  readClaim(actor, claimRefOf(params)),
);

/**
 * PUT update_one_claim: draft only (409); a stale updated_at → 409; a line that is not a claimable leaf,
 * over 100% (unless provisional) or negative → 422 naming it. ?answer=changes: only the items the save
 * changed, with items_changed_only (lib/schemas/common.ts ZSaveAnswerQuery).
 */
export const PUT = route(
  {
    auth: 'account',
    params: ZClaimParams,
    query: ZSaveAnswerQuery,
    body: ZUpdateClaim,
    maxBodyBytes: 4_000_000,
  },
  async ({ actor, params, query, body }) => updateClaim(actor, claimRefOf(params), body, query.answer),
);

/** DELETE delete_one_claim: drafts never issued only (409 otherwise). */
export const DELETE = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  deleteClaim(actor, claimRefOf(params)),
);
