import { json, route } from '@/lib/api/route';
import { ZCertItemParams } from '@/lib/schemas/certs';
import { ZCreateLineComment } from '@/lib/schemas/line-evidence';
import { createLineComment } from '@/lib/server/line-evidence/create-line-comment';
import { certTarget } from '@/lib/server/line-evidence/evidence-document';
import { listLineComments } from '@/lib/server/line-evidence/list-line-evidence';

/**
 * GET: the payer reads all its comments on one line of its certificate; the payee only the shared
 * ones, once the certificate is issued.
 */
export const GET = route({ auth: 'account', params: ZCertItemParams }, async ({ actor, params }) =>
  listLineComments(actor, certTarget(params), params.itemId),
);

/** POST lineitem comments (create): the payer, at any status; shared with the payee or internal. */
export const POST = route(
  { auth: 'account', docs: { status: 201 }, params: ZCertItemParams, body: ZCreateLineComment },
  async ({ actor, params, body }) =>
    json(await createLineComment(actor, certTarget(params), params.itemId, body), 201),
);
