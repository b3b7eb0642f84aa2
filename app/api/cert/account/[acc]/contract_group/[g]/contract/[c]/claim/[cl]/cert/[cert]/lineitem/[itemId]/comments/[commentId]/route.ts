import { route } from '@/lib/api/route';
import { ZCertItemCommentParams, ZUpdateLineComment } from '@/lib/schemas/line-evidence';
import { deleteLineComment } from '@/lib/server/line-evidence/delete-line-comment';
import { certTarget } from '@/lib/server/line-evidence/evidence-document';
import { updateLineComment } from '@/lib/server/line-evidence/update-line-comment';

/**
 * PATCH lineitem comments (update): its words (its author only, 403 otherwise) or whether it is
 * shared. Once the certificate is issued a shared comment is fixed (409).
 */
export const PATCH = route(
  { auth: 'account', params: ZCertItemCommentParams, body: ZUpdateLineComment },
  async ({ actor, params, body }) => updateLineComment(actor, certTarget(params), params, body),
);

/** DELETE lineitem comments (delete): until issued; afterwards an internal comment only (409). */
export const DELETE = route({ auth: 'account', params: ZCertItemCommentParams }, async ({ actor, params }) =>
  deleteLineComment(actor, certTarget(params), params),
);
