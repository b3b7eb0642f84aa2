import { formFile, readFormData } from '@/lib/api/read-form-data';
import { json, route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { CONTRACT_DOCUMENT_SIZE_LIMIT } from '@/lib/server/config/app-config';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { FILE_TOO_BIG, uploadClaimAttachment } from '@/lib/server/claims/upload-claim-attachment';

/** Room for the multipart boundaries and fields around a file of exactly the limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * POST multipart/form-data { file, is_shared?: 'true' | 'false' } → 201 { file_id, file_name,
 * fileType, size, is_shared, created_date }. Until the claim is issued (409 after); over 100 MB →
 * 413 with the §5 message.
 */
export const POST = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params, request }) => {
  const form = await readFormData(request, CONTRACT_DOCUMENT_SIZE_LIMIT + MULTIPART_OVERHEAD, FILE_TOO_BIG);
  const file = formFile(form, 'file');
  const created = await uploadClaimAttachment(actor, claimRefOf(params), {
    file,
    isShared: form.get('is_shared') === 'true',
  });
  return json(created, 201);
});
