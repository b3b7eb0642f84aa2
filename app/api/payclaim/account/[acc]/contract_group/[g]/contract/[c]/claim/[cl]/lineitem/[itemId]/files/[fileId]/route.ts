import { fileResponse } from '@/lib/api/file-response';
import { route } from '@/lib/api/route';
import { ZClaimItemFileParams } from '@/lib/schemas/line-evidence';
import { downloadLineFile } from '@/lib/server/line-evidence/download-line-file';
import { servedClaimTarget } from '@/lib/server/line-evidence/evidence-document';

/** GET: a file the payee shared on a line of a claim served here; anything else 404. */
export const GET = route(
  { auth: 'account', docs: { produces: 'application/octet-stream' }, params: ZClaimItemFileParams },
  async ({ actor, params }) => fileResponse(await downloadLineFile(actor, servedClaimTarget(params), params)),
);
