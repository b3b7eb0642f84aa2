import { route } from '@/lib/api/route';
import { ZSharedAttachment } from '@/lib/schemas/claims';
import { ZCertFileParams } from '@/lib/schemas/certs';
import { fileResponse } from '@/lib/api/file-response';
import {
  deleteCertAttachment,
  downloadCertFile,
  shareCertAttachment,
} from '@/lib/server/certs/cert-attachments';
import { certRefOf } from '@/lib/server/certs/load-cert';

const refOf = (params: { g: string; c: string; cl: string; cert: string; fileId: string }) => ({
  ...certRefOf(params),
  fileId: params.fileId,
});

/** GET: the payer downloads any file of its certificate; the claimer shared files of issued ones. */
export const GET = route(
  { auth: 'account', docs: { produces: 'application/octet-stream' }, params: ZCertFileParams },
  async ({ actor, params }) => fileResponse(await downloadCertFile(actor, refOf(params))),
);

/** PATCH: the payer shares or unshares an attachment, at any status. */
export const PATCH = route(
  { auth: 'account', params: ZCertFileParams, body: ZSharedAttachment },
  async ({ actor, params, body }) => shareCertAttachment(actor, refOf(params), body.is_shared),
);

/** DELETE: payer, until the certificate is issued (409 after). */
export const DELETE = route({ auth: 'account', params: ZCertFileParams }, async ({ actor, params }) =>
  deleteCertAttachment(actor, refOf(params)),
);
