import { route } from '@/lib/api/route';
import { ZClaimItemParams } from '@/lib/schemas/line-evidence';
import { servedClaimTarget } from '@/lib/server/line-evidence/evidence-document';
import { listLineComments } from '@/lib/server/line-evidence/list-line-evidence';

/** GET: the comments the payee shared on one line of a claim served here (never internal ones). */
export const GET = route({ auth: 'account', params: ZClaimItemParams }, async ({ actor, params }) =>
  listLineComments(actor, servedClaimTarget(params), params.itemId),
);
