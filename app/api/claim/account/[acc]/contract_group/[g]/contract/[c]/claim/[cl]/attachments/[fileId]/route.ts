import { route } from '@/lib/api/route';
import { ZClaimFileParams, ZSharedAttachment } from '@/lib/schemas/claims';
import { deleteClaimAttachment, shareClaimAttachment } from '@/lib/server/claims/claim-attachments';
import { downloadClaimFile } from '@/lib/server/claims/download-claim-file';
import { fileResponse } from '@/lib/api/file-response';
import { claimRefOf } from '@/lib/server/claims/load-claim';

const ref = (p: { g: string; c: string; cl: string; fileId: string }) => ({
  ...claimRefOf(p),
  fileId: p.fileId,
});

/** GET download_one_file: the file as an attachment download. */
export const GET = route(
  { auth: 'account', docs: { produces: 'application/octet-stream' }, params: ZClaimFileParams },
  async ({ actor, params }) => fileResponse(await downloadClaimFile(actor, ref(params))),
);

/** PATCH update_claim_shared_attachment: whether the payer may download the file once served. */
export const PATCH = route(
  { auth: 'account', params: ZClaimFileParams, body: ZSharedAttachment },
  async ({ actor, params, body }) => shareClaimAttachment(actor, ref(params), body.is_shared),
);

/** DELETE delete_file_claim: until the claim is issued (409 after). */
export const DELETE = route({ auth: 'account', params: ZClaimFileParams }, async ({ actor, params }) =>
  deleteClaimAttachment(actor, ref(params)),
);
