// Payments against an issued certificate: recorded with a remittance advice (multipart data +
// file), listed in the payment history, counted in the cert list and cert summary, held to the
// certified amount — each party in its own books. Figures by hand from the seeded certificate 1:
// gross $130,320.00 less retention $12,382.00 = $117,938.00, plus GST $17,690.70 = $135,628.70.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { certRoutes as R, download, postForm, seedCertDemo, type CertDemo } from '../support/cert-routes';

let demo: CertDemo;
let cert1: string;
let paymentId: string;
const CERTIFIED = 13_562_870;
const REMITTANCE = new Uint8Array([37, 80, 68, 70, 45, 49]);

beforeAll(async () => {
  demo = await seedCertDemo();
  cert1 = (await db().certificate.findFirstOrThrow({ where: { contractId: demo.contract.id, number: 1 } }))
    .id;
});

const pay = (side: 'payer' | 'payee', paid_amount: number, file?: File) =>
  postForm(
    R.certPayments.POST,
    { ...(side === 'payer' ? demo.payer : demo.payee), cert: cert1 },
    { data: JSON.stringify({ paid_amount, paid_on: '2026-10-20' }), ...(file ? { file } : {}) },
  );

describe('payments against certificate 1', () => {
  it('records a payment with its remittance advice', async () => {
    signInAs(demo.users.certifier);
    const res = await pay(
      'payer',
      5_000_000,
      new File([REMITTANCE], 'remittance.pdf', { type: 'application/pdf' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      cert_id: cert1,
      claim_id: demo.claimIds[0],
      certificate_number: 1,
      paid_amount: 5_000_000,
      paid_on: '2026-10-20',
      file: { file_name: 'remittance.pdf', size: REMITTANCE.length },
    });
    paymentId = res.body.payment_id;
    expect(await db().history.count({ where: { certId: cert1, action: 'payment.recorded' } })).toBe(1);
    const file = await download(R.remittance.GET, { ...demo.payer, cert: cert1, paymentId });
    expect(file.bytes).toEqual(REMITTANCE);
  });

  it('lists it in the payment history, the cert list and the cert summary', async () => {
    const history = await callRoute(R.payments.GET, { params: demo.payer });
    expect(history.body).toMatchObject({ paid_to_date: 5_000_000, payments: [{ payment_id: paymentId }] });
    const forCert = await callRoute(R.certPayments.GET, { params: { ...demo.payer, cert: cert1 } });
    expect(forCert.body.payments).toHaveLength(1);
    const list = await callRoute(R.certList.GET, {
      params: { acc: demo.payer.acc },
      url: 'http://x/?status=issued',
    });
    expect(list.body.certs).toEqual([
      expect.objectContaining({ cert_id: cert1, total_including_gst: CERTIFIED, paid_to_date: 5_000_000 }),
    ]);
    const summary = await callRoute(R.summary.GET, { params: demo.payer });
    expect(summary.body.certsummary[0]).toMatchObject({
      claim_status: 'certified',
      gross_certified_value: 13_032_000,
      cert_less_retention: 1_238_200,
      net_this_cert: 11_793_800,
      certified_amount: CERTIFIED,
      paid_to_date: 5_000_000,
      outstanding: CERTIFIED - 5_000_000,
    });
    // Claim 2's certificate is pending (pending-cert.ts): nothing certified, nothing to pay yet.
    expect(summary.body.certsummary[1]).toMatchObject({
      claim_status: 'issued',
      cert_status: 'pending',
      certified_amount: null,
      paid_to_date: 0,
      outstanding: null,
    });
    expect(summary.body.totals).toMatchObject({
      certified_to_date: 13_032_000,
      paid_to_date: 5_000_000,
      outstanding: CERTIFIED - 5_000_000,
    });
  });

  it('refuses payments past the certified amount, and takes one that settles it', async () => {
    expect((await pay('payer', CERTIFIED - 5_000_000 + 1)).status).toBe(422);
    expect((await pay('payer', CERTIFIED - 5_000_000)).status).toBe(201);
    const summary = await callRoute(R.summary.GET, { params: demo.payer });
    expect(summary.body.totals.outstanding).toBe(0);
  });

  it('keeps each party’s records apart', async () => {
    signInAs(demo.users.claimer);
    expect((await pay('payee', 2_500_000)).status).toBe(201);
    const mine = await callRoute(R.payments.GET, { params: demo.payee });
    expect(mine.body).toMatchObject({ paid_to_date: 2_500_000 });
    expect(mine.body.payments).toHaveLength(1);
    const theirs = await download(R.remittance.GET, { ...demo.payee, cert: cert1, paymentId });
    expect(theirs.status).toBe(404);
    signInAs(demo.users.certifier);
    const payer = await callRoute(R.payments.GET, { params: demo.payer });
    expect(payer.body.paid_to_date).toBe(CERTIFIED);
  });
});
