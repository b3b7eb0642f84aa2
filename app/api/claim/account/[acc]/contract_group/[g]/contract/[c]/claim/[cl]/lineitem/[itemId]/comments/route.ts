import { json, route } from '@/lib/api/route';
import { ZClaimItemParams, ZCreateLineComment } from '@/lib/schemas/line-evidence';
import { createLineComment } from '@/lib/server/line-evidence/create-line-comment';
import { claimTarget } from '@/lib/server/line-evidence/evidence-document';
import { listLineComments } from '@/lib/server/line-evidence/list-line-evidence';

/** GET: the payee's comments on one line of its claim, shared and internal. */
export const GET = route({ auth: 'account', params: ZClaimItemParams }, async ({ actor, params }) =>
  listLineComments(actor, claimTarget(params), params.itemId),
);

/**
 * POST lineitem comments (create): content up to 2,000 characters, shared with the payer or
 * internal. At any status: a comment explains a line, it never changes a figure.
 */
export const POST = route(
  { auth: 'account', docs: { status: 201 }, params: ZClaimItemParams, body: ZCreateLineComment },
  async ({ actor, params, body }) =>
    json(await createLineComment(actor, claimTarget(params), params.itemId, body), 201),
);
