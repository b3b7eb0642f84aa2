import { route } from '@/lib/api/route';
import { ZClaimItemParams } from '@/lib/schemas/line-evidence';
import { servedClaimTarget } from '@/lib/server/line-evidence/evidence-document';
import { listLineFiles } from '@/lib/server/line-evidence/list-line-evidence';

/** GET: the files the payee shared on one line of a claim served here (never internal ones). */
export const GET = route({ auth: 'account', params: ZClaimItemParams }, async ({ actor, params }) =>
  listLineFiles(actor, servedClaimTarget(params), params.itemId),
);
