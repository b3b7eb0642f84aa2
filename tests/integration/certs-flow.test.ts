// The life of a payment certificate on the seeded demo, through the real route handlers, a real
// SMTP server and the real PDF read back with pdftotext: Harbour Build sees claim 2 among its
// claims received with its payment-schedule deadline, certifies it (some items below the claim
// with reasons, one without — refused until it has one), sends it through its approval step (the
// QS), issues it; the claimer's contact receives the payment schedule PDF, the claim becomes
// certified and Kauri reads the certified figures — never Harbour's draft, notes or workflow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { computeClaimTotals, type PreviousFigures } from '@/lib/domain/claim-totals';
import { formatMoney } from '@/lib/domain/money-format';
import { daysUntil } from '@/lib/domain/overdue';
import { addWorkingDays, workingDaysBetween } from '@/lib/domain/working-days';
import { processOutbox } from '@/lib/email/outbox';
import { REASON_REQUIRED } from '@/lib/server/certs/assert-reasons';
import { toDomainItem } from '@/lib/server/line-item-rows/to-domain';
import { DEMO_RETENTION } from '@/prisma/seed';
import { callRoute } from '../support/call-route';
import { certRoutes as R, download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { mailWithSubject } from '../support/claims-demo';
import { pdfText } from '../support/pdf-read';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

let demo: CertDemo;
let sink: SmtpSink;
let certId: string;
let updatedAt: string;
const ids: Record<string, string> = {};

const NOTES = 'Internal: QS to check the level 3 measure again before next month.';
const REASONS = {
  '1.2': 'GIB fixing on Level 4 not complete at the inspection on 29 October.',
  '2.1': 'Grid ceilings on Level 2 installed but not yet accepted: 40% certified.',
  '1.3': 'Stopping measured at 720 m2 on site, not the 840 m2 claimed.',
};
const todayNz = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
const money = (cents: number) => formatMoney(cents, { currency: 'NZD' });
const SERVED = '2026-10-30'; // claim 2's claim due date, when the seed served it
/** Claim 2's cert due date from the contract's terms (15 days into November, on a working day). */
let CONTRACT_DUE: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  demo = await seedCertDemo();
  for (const ref of ['1.2', '1.3', '2.1', '3.1']) ids[ref] = (await demo.item(ref)).id;
  const claim2 = await db().claim.findUniqueOrThrow({ where: { id: demo.claim2 } });
  CONTRACT_DUE = claim2.certDueDate.toISOString().slice(0, 10);
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink.stop();
});

/** The certificate's figures straight from lib/domain and the raw rows. */
async function expectedTotals() {
  const items = await db().lineItem.findMany({ where: { contractId: demo.contract.id } });
  const valuesOf = async (number: number) => {
    const cert = await db().certificate.findFirstOrThrow({
      where: { contractId: demo.contract.id, number },
      include: { lines: true },
    });
    return new Map(cert.lines.map((l) => [l.lineItemId, Number(l.toDateValue)]));
  };
  const [cert1, cert2] = [await valuesOf(1), await valuesOf(2)];
  const common = {
    certifyPendingVariation: false,
    gstPercent: 15,
    cisStatus: null,
    labourElementThisClaim: 0,
    domesticReverseCharge: false,
  } as const;
  const zero: PreviousFigures = { gross: 0, retained: 0, pcdReleased: 0, dlpReleased: 0 };
  const before = computeClaimTotals({
    ...common,
    items: items.map((r) => toDomainItem(r, { toDate: { by: 'value', value: cert1.get(r.id) ?? 0 } })),
    retention: { settings: DEMO_RETENTION, asOf: '2026-09-30' },
    previous: zero,
    lessPrevious: { option: 'claimed' },
  });
  return computeClaimTotals({
    ...common,
    items: items.map((r) =>
      toDomainItem(r, {
        toDate: { by: 'value', value: cert2.get(r.id) ?? 0 },
        previous: cert1.get(r.id) ?? 0,
      }),
    ),
    retention: { settings: DEMO_RETENTION, asOf: '2026-10-31' },
    previous: { ...zero, gross: before.grossToDate, retained: before.retention.retainedToDate },
    lessPrevious: { option: 'certified' },
  });
}

describe('a certificate from claim received to payment schedule', () => {
  it('shows claim 2 as received, with the earlier of the contract and statutory deadlines', async () => {
    signInAs(demo.users.certifier);
    const res = await callRoute(R.received.GET, { params: { acc: demo.payer.acc } });
    expect(res.status).toBe(200);
    const statutory = addWorkingDays(SERVED, 20, 'NZ');
    expect(statutory > CONTRACT_DUE).toBe(true);
    const row = res.body.current.find((r: { claim_id: string }) => r.claim_id === demo.claim2);
    expect(row).toMatchObject({
      claim_status: 'issued',
      served_on: SERVED,
      contract_cert_due_date: CONTRACT_DUE,
      cert_due_date: CONTRACT_DUE,
      cert_due_num: daysUntil(todayNz(), CONTRACT_DUE),
      // Served on Harbour Build, which is on ClaimCert: its certificate waits, pending.
      cert: { cert_status: 'pending', certificate_number: 2 },
      payment_schedule: {
        kind: 'payment_schedule',
        date: CONTRACT_DUE,
        applies: 'contract',
        statutory_date: statutory,
        working_days_left: workingDaysBetween(todayNz(), CONTRACT_DUE, 'NZ'),
      },
    });
    expect(row.payment_schedule.consequence).toContain('liable for the full claimed amount');
    const certified = res.body.current.find((r: { number: number }) => r.number === 1);
    expect(certified).toMatchObject({
      claim_status: 'certified',
      cert_due_num: null,
      cert: { cert_status: 'issued' },
    });
    const all = [...res.body.current, ...res.body.completed, ...res.body.archived];
    expect(all.map((r: { claim_id: string }) => r.claim_id)).not.toContain(demo.claimIds[2]);
  });

  it('creates certificate 2 for claim 2, certifying exactly what was claimed', async () => {
    const res = await callRoute(R.list.POST, {
      params: demo.payerClaim,
      body: { certificate_ref: 'PS-002' },
    });
    expect(res.status).toBe(201);
    expect(res.body.cert).toMatchObject({ cert_status: 'draft', certificate_number: 2, auto_notify: true });
    // The pending certificate became this draft: still one certificate for the claim.
    expect(await db().certificate.count({ where: { claimId: demo.claim2 } })).toBe(1);
    expect(res.body.missing_reasons).toEqual([]);
    for (const item of res.body.items.filter((i: { has_children: boolean }) => !i.has_children)) {
      expect(item.cert_value).toBe(item.claim_value);
    }
    expect(res.body.totals.gross_to_date).toBe(res.body.claimed_totals.gross_to_date);
    expect(res.body.actions).toEqual(['update', 'decide_variation', 'send_approval', 'attachments']);
    certId = res.body.cert.cert_id;
    updatedAt = res.body.cert.updated_at;
    // Its PDF is the payer's alone until issued: the claimer's download of the draft is not found.
    expect((await download(R.pdf.GET, demo.cert(certId))).type).toBe('application/pdf');
    signInAs(demo.users.claimer);
    const early = await download(R.pdf.GET, demo.cert(certId, 'payee'));
    expect(early.status).toBe(404);
    expect(early.bytes).toBeNull();
    signInAs(demo.users.certifier);
    const again = await callRoute(R.list.POST, { params: demo.payerClaim });
    expect(again.status).toBe(409);
  });

  it('certifies items below the claim; the one without a reason blocks approval and issue', async () => {
    const res = await callRoute(R.one.PUT, {
      method: 'PUT',
      params: demo.cert(certId),
      body: {
        updated_at: updatedAt,
        internal_notes: NOTES,
        external_notes: 'Certified on the measure of 29 October.',
        lines: [
          { line_item_id: ids['1.2'], cert_option: 'percent', percent: 6000, reason: REASONS['1.2'] },
          { line_item_id: ids['2.1'], cert_option: 'value', value: 2_340_000, reason: REASONS['2.1'] },
          { line_item_id: ids['1.3'], cert_option: 'qty', qty: 72_000 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const item = (ref: string) => res.body.items.find((i: { label: string }) => i.label === ref);
    // 60% of 2,400 m2 × $42 = $60,480; 720 m2 × $18.75 = $13,500.
    expect(item('1.2')).toMatchObject({
      cert_value: 6_048_000,
      claim_value: 7_056_000,
      reason_status: 'reason',
    });
    expect(item('1.3')).toMatchObject({
      cert_value: 1_350_000,
      claim_value: 1_575_000,
      reason_status: 'error',
    });
    expect(item('1')).toMatchObject({ reason_status: 'error' });
    expect(res.body.missing_reasons).toEqual([ids['1.3']]);
    updatedAt = res.body.cert.updated_at;

    const issue = await callRoute(R.issue.POST, {
      params: demo.cert(certId),
      body: { to_contacts: [], subject: '', attachments: [], has_email_service: true },
    });
    expect(issue.status).toBe(422);
    expect(issue.body.errors[0].message).toBe(REASON_REQUIRED);
    expect(issue.body.errors.slice(1)).toEqual([
      {
        field: `items.${ids['1.3']}.cert_reason`,
        message: expect.stringContaining('1.3 Stopping to Level 4 finish'),
      },
    ]);
    const send = await callRoute(R.send.POST, { method: 'POST', params: demo.cert(certId) });
    expect(send.status).toBe(422);
    expect(await db().certificate.findUniqueOrThrow({ where: { id: certId } })).toMatchObject({
      status: 'draft',
    });
  });

  it('adds the reason, sends it for approval and the QS approves it', async () => {
    const saved = await callRoute(R.one.PUT, {
      method: 'PUT',
      params: demo.cert(certId),
      body: {
        updated_at: updatedAt,
        lines: [{ line_item_id: ids['1.3'], cert_option: 'qty', qty: 72_000, reason: REASONS['1.3'] }],
      },
    });
    expect(saved.body.missing_reasons).toEqual([]);
    // Reasons not sent again are kept.
    expect(saved.body.items.find((i: { label: string }) => i.label === '1.2').cert_reason).toBe(
      REASONS['1.2'],
    );
    const sent = await callRoute(R.send.POST, { method: 'POST', params: demo.cert(certId) });
    expect(sent.body).toMatchObject({
      status: 'review',
      current_step_index: 0,
      final: false,
      emails_queued: 1,
    });

    // The certifier is not the approver of step 1.
    const mine = await callRoute(R.approve.POST, { params: { ...demo.cert(certId), step: '1' }, body: {} });
    expect(mine.status).toBe(403);
    signInAs(demo.users.qs);
    const approved = await callRoute(R.approve.POST, {
      params: { ...demo.cert(certId), step: '1' },
      body: { comment: 'Measures agreed.' },
    });
    expect(approved.body).toMatchObject({ status: 'approved', final: true });
    const history = await callRoute(R.history.GET, { params: demo.cert(certId) });
    expect(history.body.history.map((h: { what: string }) => h.what)).toEqual(
      expect.arrayContaining([
        'Certificate created',
        'Sent for approval (Approval Step 1)',
        'Approved (Approval Step 1)',
      ]),
    );
  });

  it('issues it: the claimer’s contact gets the payment schedule, and the claim is certified', async () => {
    signInAs(demo.users.certifier);
    const subject = 'Payment Schedule PS-002 – Interior fit-out';
    const res = await callRoute(R.issue.POST, {
      params: demo.cert(certId),
      body: { to_contacts: [], subject, attachments: [], has_email_service: true },
    });
    expect(res.status).toBe(200);
    const expected = await expectedTotals();
    const deadline =
      CONTRACT_DUE < addWorkingDays(SERVED, 20, 'NZ') ? CONTRACT_DUE : addWorkingDays(SERVED, 20, 'NZ');
    const late = todayNz() > deadline;
    expect(res.body).toMatchObject({
      status: 'issued',
      claim_status: 'certified',
      notice: 'payment_schedule',
      deadline,
      issued_late: late,
      emails_queued: 1,
      issued_totals: { total_including_gst: expected.totalInclGst, net_this_cert: expected.netThisClaim },
    });
    const cert = await db().certificate.findUniqueOrThrow({ where: { id: certId } });
    expect(cert).toMatchObject({
      status: 'issued',
      servedLate: late,
      grossToDate: BigInt(expected.grossToDate),
      retentionToDate: BigInt(expected.retention.retainedToDate),
      netThisCert: BigInt(expected.netThisClaim),
      gstAmount: BigInt(expected.gst),
      totalIncludingGst: BigInt(expected.totalInclGst),
    });
    expect((await db().claim.findUniqueOrThrow({ where: { id: demo.claim2 } })).status).toBe('certified');
    const lateRows = await db().history.count({ where: { certId, action: 'certificate.issued_late' } });
    expect(lateRows).toBe(late ? 1 : 0);

    await processOutbox();
    const mail = await mailWithSubject(sink, subject);
    expect(mail.to?.[0]?.address).toBe('claimer@demo.test');
    const pdfs = mail.attachments.filter((a) => a.mimeType === 'application/pdf');
    expect(pdfs).toHaveLength(1);
    const text = pdfText(new Uint8Array(pdfs[0]!.content as ArrayBuffer));
    const words = text.replace(/\s+/g, ' ');
    for (const needle of [
      // Headed in Harbour Build's words (the default, lib/domain/document-terms.ts) over the Act's statement.
      'PAYMENT CERTIFICATE',
      'This is a payment schedule given under section 21 of the Construction Contracts Act 2002 in response to Payment Claim 2 – October 2026.',
      'Payment Certificate 2 (PS-002)',
      'Harbour Build Ltd',
      'Kauri Interiors Ltd',
      'SC-014-03',
      money(expected.amountDue),
      money(expected.grossToDate),
      money(expected.retention.retainedToDate),
      money(expected.netThisClaim),
      money(expected.gst),
      ...Object.values(REASONS),
    ]) {
      expect(words).toContain(needle);
    }
    expect(words).not.toContain(NOTES);
  });

  it('shows the claimer the certified figures against its claim, and nothing of the payer’s working', async () => {
    signInAs(demo.users.claimer);
    const list = await callRoute(R.list.GET, { params: demo.claim(demo.claim2) });
    expect(list.status).toBe(200);
    expect(list.body.certs.map((c: { cert_id: string }) => c.cert_id)).toEqual([certId]);
    const read = await callRoute(R.one.GET, { params: demo.cert(certId, 'payee') });
    expect(read.status).toBe(200);
    const expected = await expectedTotals();
    expect(read.body.totals.total_incl_gst).toBe(expected.totalInclGst);
    expect(read.body.scheduled_amount).toBe(expected.amountDue);
    expect(read.body.items.find((i: { label: string }) => i.label === '1.3')).toMatchObject({
      cert_value: 1_350_000,
      cert_reason: REASONS['1.3'],
    });
    expect(read.body.workflow).toBeUndefined();
    expect(read.body.cert.internal_notes).toBeUndefined();
    expect(JSON.stringify(read.body)).not.toContain(NOTES);
    const pdf = await download(R.pdf.GET, demo.cert(certId, 'payee'));
    expect(pdf.type).toBe('application/pdf');
  });
});
