import { formFile, readFormData } from '@/lib/api/read-form-data';
import { json, route } from '@/lib/api/route';
import { ZCertParams } from '@/lib/schemas/certs';
import { FILE_TOO_BIG } from '@/lib/server/claims/upload-claim-attachment';
import { CONTRACT_DOCUMENT_SIZE_LIMIT } from '@/lib/server/config/app-config';
import { uploadCertAttachment } from '@/lib/server/certs/cert-attachments';
import { certRefOf } from '@/lib/server/certs/load-cert';

/** Room for the multipart boundaries and fields around a file of exactly the limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * POST multipart/form-data { file, is_shared?: 'true' | 'false' } → 201 { file_id, file_name,
 * fileType, size, is_shared, created_date }. Payer, until issued (409 after); over 100 MB → 413.
 * A shared file is one the claimer may download once the certificate is issued.
 */
export const POST = route({ auth: 'account', params: ZCertParams }, async ({ actor, params, request }) => {
  const form = await readFormData(request, CONTRACT_DOCUMENT_SIZE_LIMIT + MULTIPART_OVERHEAD, FILE_TOO_BIG);
  const file = formFile(form, 'file');
  const created = await uploadCertAttachment(actor, certRefOf(params), {
    file,
    isShared: form.get('is_shared') === 'true',
  });
  return json(created, 201);
});
