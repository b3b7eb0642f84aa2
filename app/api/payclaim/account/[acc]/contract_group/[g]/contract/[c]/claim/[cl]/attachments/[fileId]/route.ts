import { route } from '@/lib/api/route';
import { ZClaimFileParams } from '@/lib/schemas/claims';
import { downloadSharedClaimFile } from '@/lib/server/claims/download-claim-file';
import { fileResponse } from '@/lib/api/file-response';
import { claimRefOf } from '@/lib/server/claims/load-claim';

/** GET download_one_shared_file: only a file the payee shared on a claim served here. */
export const GET = route(
  { auth: 'account', docs: { produces: 'application/octet-stream' }, params: ZClaimFileParams },
  async ({ actor, params }) =>
    fileResponse(await downloadSharedClaimFile(actor, { ...claimRefOf(params), fileId: params.fileId })),
);
