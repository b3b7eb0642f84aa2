import { route } from '@/lib/api/route';
import { ZPaymentFileParams } from '@/lib/schemas/certs';
import { fileResponse } from '@/lib/api/file-response';
import { downloadRemittance } from '@/lib/server/payments/list-payments';

/** GET: the remittance advice of one of this account's payments (404 for any other). */
export const GET = route(
  { auth: 'account', docs: { produces: 'application/octet-stream' }, params: ZPaymentFileParams },
  async ({ actor, params }) =>
    fileResponse(
      await downloadRemittance(actor, {
        projectId: params.g,
        contractId: params.c,
        certId: params.cert,
        paymentId: params.paymentId,
      }),
    ),
);
