import { formFile, readFormData } from '@/lib/api/read-form-data';
import { json, route } from '@/lib/api/route';
import { DOCUMENT_TOO_BIG_MESSAGE } from '@/lib/schemas/contracts';
import { ZClaimItemParams, ZLineFileForm } from '@/lib/schemas/line-evidence';
import { UPLOAD_REQUEST_LIMIT } from '@/lib/server/attachments/store-upload';
import { claimTarget } from '@/lib/server/line-evidence/evidence-document';
import { listLineFiles } from '@/lib/server/line-evidence/list-line-evidence';
import { uploadLineFile } from '@/lib/server/line-evidence/upload-line-file';

/** GET: the payee's files on one line of its claim, shared and internal. */
export const GET = route({ auth: 'account', params: ZClaimItemParams }, async ({ actor, params }) =>
  listLineFiles(actor, claimTarget(params), params.itemId),
);

/** POST (multipart: file, is_shared): evidence behind the line, at any status; over 100 MB → 413. */
export const POST = route(
  {
    auth: 'account',
    docs: { status: 201, form: { files: ['file'], fields: ZLineFileForm } },
    params: ZClaimItemParams,
  },
  async ({ actor, params, request }) => {
    const form = await readFormData(request, UPLOAD_REQUEST_LIMIT, DOCUMENT_TOO_BIG_MESSAGE);
    const { isShared } = ZLineFileForm.parse({ is_shared: form.get('is_shared') ?? undefined });
    const file = formFile(form, 'file');
    return json(await uploadLineFile(actor, claimTarget(params), params.itemId, { file, isShared }), 201);
  },
);
