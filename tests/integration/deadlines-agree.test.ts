// Issue 11 "One contract, one truth": for one served claim, every answer that states its
// payment-schedule due date — the claimer's claim read and PDF, the certifier's claim read, both
// Claims received lists, the empty certificate and a draft certificate — gives the same date and
// the same source (lib/domain/claim-deadlines.ts). Three contracts: NZ with payment terms (the
// contract's date governs, CCA s22(b)(i)), NZ without (20 working days, s22(b)(ii)), and NSW with a
// term longer than the Act's 10 business days (the statutory date governs, SOP Act 1999 s14(4)(b)).
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { certRoutes as C, download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { claimRoutes as R } from '../support/claim-routes';
import { pdfText } from '../support/pdf-read';
import { TERMS_ROW } from '../support/contract-fixtures';

let demo: CertDemo;
let certId: string;

// Claim 2 of the demo: October 2026, served Fri 30 Oct, stored cert due 16 Nov (15 Nov is a Sunday).
const SERVED_AT = new Date('2026-10-30T00:00:00Z');

beforeAll(async () => {
  demo = await seedCertDemo();
  await db().claim.update({ where: { id: demo.claim2 }, data: { servedAt: SERVED_AT } });
  signInAs(demo.users.certifier);
  const created = await callRoute(C.list.POST, { params: demo.payerClaim, body: {} });
  expect(created.status).toBe(201);
  certId = created.body.cert.cert_id;
});

async function setContract(c: { country: 'NZ' | 'AU'; region: string | null; terms: boolean }) {
  const contractId = demo.contract.id;
  await db().contract.update({ where: { id: contractId }, data: { country: c.country, region: c.region } });
  await db().paymentTerms.deleteMany({ where: { contractId } });
  if (c.terms) await db().paymentTerms.create({ data: { contractId, ...TERMS_ROW } });
}

/** Every place the schedule due date is stated, as [where, date, source]. */
async function everyAnswer(): Promise<[string, string, string][]> {
  signInAs(demo.users.claimer);
  const claimerRead = await callRoute(R.one.GET, { params: demo.claim(demo.claim2) });
  const claimPdf = await download(R.pdf.GET, demo.claim(demo.claim2));
  signInAs(demo.users.certifier);
  const payerRead = await callRoute(R.payerOne.GET, { params: demo.payerClaim });
  const received = await callRoute(C.received.GET, { params: { acc: demo.payer.acc } });
  const payclaimReceived = await callRoute(R.received.GET, { params: { acc: demo.payer.acc } });
  const empty = await callRoute(C.empty.GET, { params: demo.payerClaim });
  const draft = await callRoute(C.one.GET, { params: demo.cert(certId) });
  for (const res of [claimerRead, payerRead, received, payclaimReceived, empty, draft]) {
    expect(res.status).toBe(200);
  }
  const row = (list: { claim_id: string }[]) => list.find((r) => r.claim_id === demo.claim2) as never;
  const certRow: { cert_due_date: string; payment_schedule: { source: string } } = row(received.body.current);
  const claimRow: { cert_due_date: string; payment_schedule: { source: string } } = row(
    payclaimReceived.body.claims,
  );
  const text = pdfText(claimPdf.bytes!).replace(/\s+/g, ' ');
  const sentence = /Payment schedule due by (\d{1,2} \w+ \d{4}) — (.+?)\./.exec(text);
  expect(sentence, 'the claim PDF states the schedule due date').not.toBeNull();
  const [, longDate, pdfSource] = sentence!;
  const isoOf = (long: string) => new Date(`${long} UTC`).toISOString().slice(0, 10);
  const answer = (d: { date: string; source: string }) => [d.date, d.source] as const;
  return [
    ['claimer: claim read', ...answer(claimerRead.body.deadlines.payment_schedule)],
    ['claimer: claim PDF', isoOf(longDate!), pdfSource!],
    ['certifier: claim read', ...answer(payerRead.body.deadlines.payment_schedule)],
    ['certifier: Claims received', certRow.cert_due_date, certRow.payment_schedule.source],
    ['certifier: payclaim claims received', claimRow.cert_due_date, claimRow.payment_schedule.source],
    ['certifier: empty certificate', ...answer(empty.body.payment_schedule_deadline)],
    ['certifier: draft certificate', ...answer(draft.body.payment_schedule_deadline)],
  ];
}

describe('one payment-schedule due date and source for both parties', () => {
  it.each([
    [
      'NZ with payment terms',
      { country: 'NZ', region: null, terms: true },
      '2026-11-16',
      'Contract clause (payment terms)',
    ],
    // 2–6 Nov = 5, 9–13 = 10, 16–20 = 15, 23–27 Nov = 20 working days (CCA s5; Labour Day was 26 Oct).
    [
      'NZ without payment terms',
      { country: 'NZ', region: null, terms: false },
      '2026-11-27',
      'CCA 2002 s22(b)(ii): 20 working days after the claim is served',
    ],
    // 2–6 Nov = 5, 9–13 Nov = 10 business days: the contract's 16 Nov is longer than the Act allows.
    [
      'AU-NSW with a term longer than 10 business days',
      { country: 'AU', region: 'NSW', terms: true },
      '2026-11-13',
      "SOP Act 1999 (NSW) s14(4)(b)(ii): 10 business days after the claim is served (the contract's " +
        '2026-11-16 is later than the Act allows)',
    ],
  ] as const)('%s', async (_name, contract, date, source) => {
    await setContract(contract);
    const answers = await everyAnswer();
    expect(answers).toEqual(answers.map(([where]) => [where, date, source]));
  });

  it('the claimer’s claim list gives the payment due date the claim itself states', async () => {
    for (const contract of [
      { country: 'NZ', region: null, terms: true },
      { country: 'NZ', region: null, terms: false },
    ] as const) {
      await setContract(contract);
      signInAs(demo.users.claimer);
      const read = await callRoute(R.one.GET, { params: demo.claim(demo.claim2) });
      const list = await callRoute(R.list.GET, { params: demo.payee });
      const listed = list.body.claims.find((c: { id: string }) => c.id === demo.claim2);
      expect(listed.payment_due).toBe(read.body.deadlines.payment_due.date);
    }
  });
});
