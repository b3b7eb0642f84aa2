import { route } from '@/lib/api/route';
import { ZCertParams } from '@/lib/schemas/certs';
import { fileResponse } from '@/lib/api/file-response';
import { downloadCertPdf } from '@/lib/server/certs/download-cert-pdf';
import { certRefOf } from '@/lib/server/certs/load-cert';

/**
 * GET: the certificate (payment schedule / payment notice / pay less notice / IPC) as its issue email
 * carries it. The payer at any status (a draft prints as not yet issued); the claimer issued ones only (404).
 */
export const GET = route(
  { auth: 'account', docs: { produces: 'application/pdf' }, params: ZCertParams },
  async ({ actor, params }) => {
    const pdf = await downloadCertPdf(actor, certRefOf(params));
    return fileResponse({ fileName: pdf.filename, bytes: pdf.bytes, contentType: 'application/pdf' });
  },
);
