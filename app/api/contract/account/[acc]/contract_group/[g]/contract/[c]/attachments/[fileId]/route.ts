import { route } from '@/lib/api/route';
import { fileResponse } from '@/lib/api/file-response';
import { ZAttachmentParams, ZAttachmentUpdate } from '@/lib/schemas/contracts';
import { deleteContractDocument } from '@/lib/server/contracts/delete-contract-document';
import { downloadContractDocument } from '@/lib/server/contracts/download-contract-document';
import { updateContractDocument } from '@/lib/server/contracts/update-contract-document';

const ids = (p: { g: string; c: string; fileId: string }) => ({
  projectId: p.g,
  contractId: p.c,
  fileId: p.fileId,
});

/** GET: the file itself, as an attachment download (the browser saves it as a blob). */
export const GET = route(
  { auth: 'account', docs: { produces: 'application/octet-stream' }, params: ZAttachmentParams },
  async ({ actor, params }) => fileResponse(await downloadContractDocument(actor, ids(params))),
);

/** PUT: shares an own document with the other party, or stops sharing it. */
export const PUT = route(
  { auth: 'account', params: ZAttachmentParams, body: ZAttachmentUpdate },
  async ({ actor, params, body }) => {
    await updateContractDocument(actor, ids(params), body.is_shared);
    return { ok: true };
  },
);

/** DELETE: removes an own document. */
export const DELETE = route({ auth: 'account', params: ZAttachmentParams }, async ({ actor, params }) => {
  await deleteContractDocument(actor, ids(params));
  return { ok: true };
});
