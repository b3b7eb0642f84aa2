import { json, route } from '@/lib/api/route';
import { ZPaycertCertParams, ZPaymentData } from '@/lib/schemas/certs';
import { listCertPayments } from '@/lib/server/payments/list-payments';
import { readPaymentForm } from '@/lib/api/read-payment-form';
import { recordPayment } from '@/lib/server/payments/record-payment';

const refOf = (p: { g: string; c: string; cert: string }) => ({
  projectId: p.g,
  contractId: p.c,
  certId: p.cert,
});

/** GET: this account's payments against one certificate. */
export const GET = route({ auth: 'account', params: ZPaycertCertParams }, async ({ actor, params }) =>
  listCertPayments(actor, refOf(params)),
);

/**
 * POST create_claim_payment: either party, claim_or_cert, on an issued certificate (else 404). The
 * account's payments against the certificate may not pass its total including GST (422); a future date
 * → 422; over 100 MB → 413.
 */
export const POST = route(
  {
    auth: 'account',
    docs: { status: 201, form: { files: [], optionalFiles: ['file'], json: { data: ZPaymentData } } },
    params: ZPaycertCertParams,
  },
  async ({ actor, params, request }) => {
    const { data, file } = await readPaymentForm(request);
    return json(await recordPayment(actor, refOf(params), data, file), 201);
  },
);
