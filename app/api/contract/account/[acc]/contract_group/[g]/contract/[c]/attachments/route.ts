import { formFile, readFormData } from '@/lib/api/read-form-data';
import { json, route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { DOCUMENT_TOO_BIG_MESSAGE, ZUploadFields } from '@/lib/schemas/contracts';
import { UPLOAD_REQUEST_LIMIT } from '@/lib/server/attachments/store-upload';
import { listContractDocuments } from '@/lib/server/contracts/list-contract-documents';
import { uploadContractDocument } from '@/lib/server/contracts/upload-contract-document';

/** GET: the own documents and those the other party shared. */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  listContractDocuments(actor, { projectId: params.g, contractId: params.c }),
);

/** POST: one document; over 100 MB → 413 (§5 message), before the body is read when it says its size. */
export const POST = route(
  {
    auth: 'account',
    docs: { status: 201, form: { files: ['file'], fields: ZUploadFields } },
    params: ZContractParams,
  },
  async ({ actor, params, request }) => {
    const form = await readFormData(request, UPLOAD_REQUEST_LIMIT, DOCUMENT_TOO_BIG_MESSAGE);
    const fields = ZUploadFields.parse({
      file_type: form.get('file_type') ?? undefined,
      is_shared: form.get('is_shared') ?? undefined,
    });
    const created = await uploadContractDocument(
      actor,
      { projectId: params.g, contractId: params.c },
      { file: formFile(form, 'file'), fileType: fields.file_type, isShared: fields.is_shared === 'true' },
    );
    return json(created, 201);
  },
);
