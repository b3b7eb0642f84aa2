import { fileResponse } from '@/lib/api/file-response';
import { route } from '@/lib/api/route';
import { ZSharedAttachment } from '@/lib/schemas/claims';
import { ZClaimItemFileParams } from '@/lib/schemas/line-evidence';
import { deleteLineFile, shareLineFile } from '@/lib/server/line-evidence/change-line-file';
import { downloadLineFile } from '@/lib/server/line-evidence/download-line-file';
import { claimTarget } from '@/lib/server/line-evidence/evidence-document';

/** GET: the file as a download. */
export const GET = route(
  { auth: 'account', docs: { produces: 'application/octet-stream' }, params: ZClaimItemFileParams },
  async ({ actor, params }) => fileResponse(await downloadLineFile(actor, claimTarget(params), params)),
);

/** PATCH { is_shared }: share with the payer or keep internal; a shared file of a served claim is fixed (409). */
export const PATCH = route(
  { auth: 'account', params: ZClaimItemFileParams, body: ZSharedAttachment },
  async ({ actor, params, body }) => shareLineFile(actor, claimTarget(params), params, body.is_shared),
);

/** DELETE: until served; afterwards an internal file only (409). */
export const DELETE = route({ auth: 'account', params: ZClaimItemFileParams }, async ({ actor, params }) =>
  deleteLineFile(actor, claimTarget(params), params),
);
