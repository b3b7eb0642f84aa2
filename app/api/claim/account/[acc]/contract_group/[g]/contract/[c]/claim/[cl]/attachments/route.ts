import { formFile, readFormData } from '@/lib/api/read-form-data';
import { json, route } from '@/lib/api/route';
import { DOCUMENT_TOO_BIG_MESSAGE } from '@/lib/schemas/contracts';
import { ZClaimParams } from '@/lib/schemas/claims';
import { UPLOAD_REQUEST_LIMIT } from '@/lib/server/attachments/store-upload';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { uploadClaimAttachment } from '@/lib/server/claims/claim-attachments';

/** POST: until the claim is issued (409 after); over 100 MB → 413 with the §5 message. */
export const POST = route(
  {
    auth: 'account',
    docs: { status: 201, form: { files: ['file'], text: ['is_shared'] } },
    params: ZClaimParams,
  },
  async ({ actor, params, request }) => {
    const form = await readFormData(request, UPLOAD_REQUEST_LIMIT, DOCUMENT_TOO_BIG_MESSAGE);
    const file = formFile(form, 'file');
    const created = await uploadClaimAttachment(actor, claimRefOf(params), {
      file,
      isShared: form.get('is_shared') === 'true',
    });
    return json(created, 201);
  },
);
