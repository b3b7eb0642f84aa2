import { route } from '@/lib/api/route';
import { ZClaimItemCommentParams, ZUpdateLineComment } from '@/lib/schemas/line-evidence';
import { deleteLineComment } from '@/lib/server/line-evidence/delete-line-comment';
import { claimTarget } from '@/lib/server/line-evidence/evidence-document';
import { updateLineComment } from '@/lib/server/line-evidence/update-line-comment';

/**
 * PATCH lineitem comments (update): its words (its author only, 403 otherwise) or whether it is
 * shared. Once the claim is served a shared comment is fixed (409).
 */
export const PATCH = route(
  { auth: 'account', params: ZClaimItemCommentParams, body: ZUpdateLineComment },
  async ({ actor, params, body }) => updateLineComment(actor, claimTarget(params), params, body),
);

/** DELETE lineitem comments (delete): until served; afterwards an internal comment only (409). */
export const DELETE = route({ auth: 'account', params: ZClaimItemCommentParams }, async ({ actor, params }) =>
  deleteLineComment(actor, claimTarget(params), params),
);
