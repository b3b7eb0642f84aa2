import { formFile, readFormData } from '@/lib/api/read-form-data';
import { json, route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { DOCUMENT_TOO_BIG_MESSAGE, ZUploadFields } from '@/lib/schemas/contracts';
import { CONTRACT_DOCUMENT_SIZE_LIMIT } from '@/lib/server/config/app-config';
import { listContractDocuments } from '@/lib/server/contracts/list-contract-documents';
import { uploadContractDocument } from '@/lib/server/contracts/upload-contract-document';

/** Room for the multipart boundaries and fields around a file of exactly the limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** GET: { attachments: [{ file_id, file_name, fileType, size, is_shared, is_own, created_at }] }. */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  listContractDocuments(actor, { projectId: params.g, contractId: params.c }),
);

/**
 * POST multipart/form-data { file, file_type, is_shared: 'true'|'false' }: one document; 201
 * { file_id }. Over 100 MB → 413 with the §5 message, before the body is read when it says its size.
 */
export const POST = route(
  { auth: 'account', params: ZContractParams },
  async ({ actor, params, request }) => {
    const form = await readFormData(
      request,
      CONTRACT_DOCUMENT_SIZE_LIMIT + MULTIPART_OVERHEAD,
      DOCUMENT_TOO_BIG_MESSAGE,
    );
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
