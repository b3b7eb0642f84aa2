import { formFile, readFormData } from '@/lib/api/read-form-data';
import { json, route } from '@/lib/api/route';
import { DOCUMENT_TOO_BIG_MESSAGE } from '@/lib/schemas/contracts';
import { ZCertParams } from '@/lib/schemas/certs';
import { UPLOAD_REQUEST_LIMIT } from '@/lib/server/attachments/store-upload';
import { uploadCertAttachment } from '@/lib/server/certs/cert-attachments';
import { certRefOf } from '@/lib/server/certs/load-cert';

/**
 * POST: payer, until the certificate is issued (409 after); over 100 MB → 413. A shared file is one the
 * claimer may download once the certificate is issued.
 */
export const POST = route(
  {
    auth: 'account',
    docs: { status: 201, form: { files: ['file'], text: ['is_shared'] } },
    params: ZCertParams,
  },
  async ({ actor, params, request }) => {
    const form = await readFormData(request, UPLOAD_REQUEST_LIMIT, DOCUMENT_TOO_BIG_MESSAGE);
    const file = formFile(form, 'file');
    const created = await uploadCertAttachment(actor, certRefOf(params), {
      file,
      isShared: form.get('is_shared') === 'true',
    });
    return json(created, 201);
  },
);
