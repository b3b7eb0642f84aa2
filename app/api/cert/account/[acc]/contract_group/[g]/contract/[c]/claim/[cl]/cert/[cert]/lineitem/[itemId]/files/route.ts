import { formFile, readFormData } from '@/lib/api/read-form-data';
import { json, route } from '@/lib/api/route';
import { ZCertItemParams } from '@/lib/schemas/certs';
import { DOCUMENT_TOO_BIG_MESSAGE } from '@/lib/schemas/contracts';
import { ZLineFileForm } from '@/lib/schemas/line-evidence';
import { UPLOAD_REQUEST_LIMIT } from '@/lib/server/attachments/store-upload';
import { certTarget } from '@/lib/server/line-evidence/evidence-document';
import { listLineFiles } from '@/lib/server/line-evidence/list-line-evidence';
import { uploadLineFile } from '@/lib/server/line-evidence/upload-line-file';

/** GET: the payer's files on one line (all); the payee's view of an issued certificate (shared only). */
export const GET = route({ auth: 'account', params: ZCertItemParams }, async ({ actor, params }) =>
  listLineFiles(actor, certTarget(params), params.itemId),
);

/**
 * POST (the spec's certificate "item POST multipart": file, is_shared): the payer's evidence behind
 * a certified line, at any status; over 100 MB → 413.
 */
export const POST = route(
  {
    auth: 'account',
    docs: { status: 201, form: { files: ['file'], fields: ZLineFileForm } },
    params: ZCertItemParams,
  },
  async ({ actor, params, request }) => {
    const form = await readFormData(request, UPLOAD_REQUEST_LIMIT, DOCUMENT_TOO_BIG_MESSAGE);
    const { isShared } = ZLineFileForm.parse({ is_shared: form.get('is_shared') ?? undefined });
    const file = formFile(form, 'file');
    return json(await uploadLineFile(actor, certTarget(params), params.itemId, { file, isShared }), 201);
  },
);
