import { fileResponse } from '@/lib/api/file-response';
import { route } from '@/lib/api/route';
import { ZSharedAttachment } from '@/lib/schemas/claims';
import { ZCertItemFileParams } from '@/lib/schemas/line-evidence';
import { deleteLineFile, shareLineFile } from '@/lib/server/line-evidence/change-line-file';
import { downloadLineFile } from '@/lib/server/line-evidence/download-line-file';
import { certTarget } from '@/lib/server/line-evidence/evidence-document';

/** GET: the payer downloads any of its line's files; the payee a shared one of an issued certificate. */
export const GET = route(
  { auth: 'account', docs: { produces: 'application/octet-stream' }, params: ZCertItemFileParams },
  async ({ actor, params }) => fileResponse(await downloadLineFile(actor, certTarget(params), params)),
);

/** PATCH { is_shared }: the payer shares or unshares; a shared file of an issued certificate is fixed (409). */
export const PATCH = route(
  { auth: 'account', params: ZCertItemFileParams, body: ZSharedAttachment },
  async ({ actor, params, body }) => shareLineFile(actor, certTarget(params), params, body.is_shared),
);

/** DELETE: until issued; afterwards an internal file only (409). */
export const DELETE = route({ auth: 'account', params: ZCertItemFileParams }, async ({ actor, params }) =>
  deleteLineFile(actor, certTarget(params), params),
);
