// The whole life of a claim on the seeded demo contract, through the real route handlers, a real
// SMTP server and real PDFs read back with pdftotext: create claim 4 for December 2026, claim by
// percent and by quantity, send it through Kauri's two approval steps, issue it to two people, and
// see it arrive on Harbour Build's side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { computeClaimTotals, type PreviousFigures } from '@/lib/domain/claim-totals';
import { formatMoney } from '@/lib/domain/money-format';
import { processOutbox } from '@/lib/email/outbox';
import { toDomainItem } from '@/lib/server/line-item-rows/to-domain';
import { DEMO_RETENTION } from '@/prisma/seed';
import { POST as createRoute } from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/route';
import {
  GET as readRoute,
  PUT as updateRoute,
} from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/route';
import { POST as sendRoute } from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/send_approval/route';
import { POST as approveRoute } from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/approve_step/route';
import { POST as issueRoute } from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/issue/route';
import { GET as historyRoute } from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/history/route';
import { GET as receivedRoute } from '@/app/api/payclaim/account/[acc]/claims_received/route';
import { GET as payerReadRoute } from '@/app/api/payclaim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/route';
import { GET as summaryRoute } from '@/app/api/payclaim/account/[acc]/contract_group/[g]/contract/[c]/contract_summary/route';
import { callRoute } from '../support/call-route';
import { atInstant, momentAfter, SERVED_DEC_23 } from '../support/clock';
import { mailsWithSubject, seedClaimsDemo, type ClaimsDemo } from '../support/claims-demo';
import { pdfText } from '../support/pdf-read';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

let demo: ClaimsDemo;
let sink: SmtpSink;
let claimId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  demo = await seedClaimsDemo();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink.stop();
});

const NOTES = 'Internal: hold back the lobby ceiling until the tiles arrive.';

/** The figures computed straight from lib/domain, from the raw rows, for comparison. */
async function expectedTotals(id: string) {
  const items = await db().lineItem.findMany({ where: { contractId: demo.contract.id } });
  const valuesOf = async (claim: string) =>
    new Map(
      (await db().claimLineItem.findMany({ where: { claimId: claim } })).map((l) => [
        l.lineItemId,
        Number(l.toDateValue),
      ]),
    );
  const [claim2, claim4] = [await valuesOf(demo.claimIds[1]!), await valuesOf(id)];
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
    items: items.map((r) => toDomainItem(r, { toDate: { by: 'value', value: claim2.get(r.id) ?? 0 } })),
    retention: { settings: DEMO_RETENTION, asOf: '2026-10-31' },
    previous: zero,
    lessPrevious: { option: 'claimed' },
  });
  return computeClaimTotals({
    ...common,
    items: items.map((r) =>
      toDomainItem(r, {
        toDate: { by: 'value', value: claim4.get(r.id) ?? 0 },
        previous: claim2.get(r.id) ?? 0,
      }),
    ),
    retention: { settings: DEMO_RETENTION, asOf: '2026-12-31' },
    previous: { ...zero, gross: before.grossToDate, retained: before.retention.retainedToDate },
    lessPrevious: { option: 'claimed' },
  });
}

describe('a claim from draft to the payer', () => {
  it('creates claim 4 for December 2026 with its NZ due dates, starting from claim 3', async () => {
    signInAs(demo.users.claimer);
    const res = await callRoute(createRoute, {
      params: demo.payee,
      body: { claim_from: '2026-12-01', claim_to: '2026-12-31' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      number: 4,
      name: 'Payment Claim 4 – December 2026',
      status: 'draft',
      // 1 working day before 31 December: 24 Dec–5 Jan are not CCA working days, so 23 December.
      claim_due_date: '2026-12-23',
      cert_due_date: '2027-01-15',
      payment_due_date: '2027-01-20',
    });
    // The demo contract has payment terms, so its dates govern (lib/domain/claim-deadlines.ts).
    expect(res.body.deadlines).toMatchObject({
      payment_schedule: {
        kind: 'payment_schedule',
        date: '2027-01-15',
        source: 'Contract clause (payment terms)',
      },
      payment_due: { kind: 'payment_due', date: '2027-01-20', applies: 'contract' },
      further: [],
    });
    claimId = res.body.id;
    const copied = await db().claimLineItem.count({ where: { claimId } });
    expect(copied).toBe(await db().claimLineItem.count({ where: { claimId: demo.claimIds[2] } }));
  });

  it('claims by percent and by quantity and saves in one request', async () => {
    const read = await callRoute(readRoute, { params: demo.claim(claimId) });
    expect(read.status).toBe(200);
    const byRef = (ref: string) => read.body.items.find((i: { label: string }) => i.label === ref);
    const doors = byRef('3.1'); // 48 door sets at $1,150
    const stopping = byRef('1.3'); // 2,400 m2 at $18.75
    const res = await callRoute(updateRoute, {
      method: 'PUT',
      params: demo.claim(claimId),
      body: {
        updated_at: read.body.claim.updated_at,
        internal_notes: NOTES,
        external_notes: 'December progress, measured with the site manager.',
        lines: [
          { line_item_id: doors.id, claim_option: 'percent', percent: 5000 },
          { line_item_id: stopping.id, claim_option: 'qty', qty: 200_000 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const saved = (ref: string) => res.body.items.find((i: { label: string }) => i.label === ref);
    expect(saved('3.1')).toMatchObject({
      claim_option: 'percent',
      claimed_percent: 5000,
      to_date: 2_760_000,
    });
    // 2,000 m2 × $18.75 = $37,500.00; claim 2 had 35% of $45,000.
    expect(saved('1.3')).toMatchObject({
      claim_option: 'qty',
      claimed_qty: 200_000,
      to_date: 3_750_000,
      previous: 1_575_000,
    });
    expect(saved('1.3').this_claim).toBe(3_750_000 - 1_575_000);
    expect(res.body.totals.net_this_claim).toBe((await expectedTotals(claimId)).netThisClaim);
  });

  it('goes through both approval steps: the manager, then the owner', async () => {
    const sent = await callRoute(sendRoute, { method: 'POST', params: demo.claim(claimId) });
    expect(sent.body).toMatchObject({ status: 'review', current_step_index: 0, final: false });

    signInAs(demo.users.claimer); // the owner approves step 2, not step 1
    expect((await callRoute(approveRoute, { params: demo.claim(claimId), body: {} })).status).toBe(403);

    signInAs(demo.users.manager);
    const first = await callRoute(approveRoute, {
      params: demo.claim(claimId),
      body: { comment: 'Quantities checked.' },
    });
    expect(first.body).toMatchObject({ status: 'review', current_step_index: 1, final: false });

    signInAs(demo.users.claimer);
    const last = await callRoute(approveRoute, { params: demo.claim(claimId), body: {} });
    expect(last.body).toMatchObject({ status: 'approved', final: true });

    const history = await callRoute(historyRoute, { params: demo.claim(claimId) });
    expect(history.body.history.map((h: { what: string }) => h.what)).toEqual(
      expect.arrayContaining([
        'Sent for approval (Approval Step 1)',
        'Approved (Approval Step 1)',
        'Approved (Approval Step 2)',
      ]),
    );
  });

  it('issues it to two recipients: exactly one email each, with the claim PDF', async () => {
    // On its claim due date: a claim cannot be issued before its period begins.
    const res = await atInstant(SERVED_DEC_23, () =>
      callRoute(issueRoute, {
        params: demo.claim(claimId),
        body: {
          to_contacts: [
            { contact_name: 'Tom Harris', contact_email: 'certifier@demo.test' },
            { contact_email: 'Accounts@Harbour.example' },
            { contact_name: 'Tom H.', contact_email: 'certifier@demo.test' },
          ],
          subject: 'Payment Claim 4 – Interior fit-out',
          attachments: [],
          has_email_service: true,
          is_bulk: false,
        },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'issued', emails_queued: 2 });
    // Its emails were queued on that day too.
    const later = { now: momentAfter(SERVED_DEC_23) };
    await processOutbox(later);
    await processOutbox(later);
    const mails = await mailsWithSubject(sink, 'Payment Claim 4 – Interior fit-out', 2);
    await new Promise((r) => setTimeout(r, 300)); // and no third
    expect(sink.messages.filter((m) => m.subject === 'Payment Claim 4 – Interior fit-out')).toHaveLength(2);
    expect(mails.map((m) => m.to?.[0]?.address).sort()).toEqual([
      'accounts@harbour.example',
      'certifier@demo.test',
    ]);
    // A repeated address keeps the later entry; a missing name becomes the address (§5).
    const rows = await db().emailOutbox.findMany({
      where: { template: 'claim_issued' },
      orderBy: { toEmail: 'asc' },
    });
    expect(rows.map((r) => [r.toEmail, r.toName, r.status])).toEqual([
      ['accounts@harbour.example', 'accounts@harbour.example', 'sent'],
      ['certifier@demo.test', 'Tom H.', 'sent'],
    ]);

    const expected = await expectedTotals(claimId);
    const claim = await db().claim.findUniqueOrThrow({ where: { id: claimId } });
    expect(claim).toMatchObject({
      grossToDate: BigInt(expected.grossToDate),
      retentionToDate: BigInt(expected.retention.retainedToDate),
      netThisClaim: BigInt(expected.netThisClaim),
      gstAmount: BigInt(expected.gst),
      totalIncludingGst: BigInt(expected.totalInclGst),
    });
    expect(claim.servedAt).toBeInstanceOf(Date);

    for (const mail of mails) {
      expect(mail.subject).toBe('Payment Claim 4 – Interior fit-out');
      const pdfs = mail.attachments.filter((a) => a.mimeType === 'application/pdf');
      expect(pdfs).toHaveLength(1);
      const text = pdfText(new Uint8Array(pdfs[0]!.content as ArrayBuffer));
      const money = (cents: number) => formatMoney(cents, { currency: 'NZD' });
      for (const needle of [
        'Interior fit-out, Levels 1–4',
        'SC-014-03',
        'Kauri Interiors Ltd',
        'Harbour Build Ltd',
        '1 December 2026 to 31 December 2026',
        '20 January 2027',
        'This is a payment claim made under the Construction Contracts Act 2002.',
        money(expected.grossToDate),
        money(expected.retention.retainedToDate),
        money(expected.netThisClaim),
        money(expected.gst),
        money(expected.totalInclGst),
        'Form 1',
        'Information that must accompany payment claim',
        'Important notice',
      ]) {
        expect(text).toContain(needle);
      }
      expect(text).not.toContain(NOTES);
      // Form 1 is the last page.
      const pages = text.split('\f').filter((p) => p.trim());
      expect(pages.at(-1)).toContain('Form 1');
    }
  });

  it('appears to the payer as a claim received, without internal notes or workflow', async () => {
    signInAs(demo.users.certifier);
    const received = await callRoute(receivedRoute, { params: { acc: demo.payer.acc } });
    expect(received.status).toBe(200);
    const row = received.body.claims.find((c: { claim_id: string }) => c.claim_id === claimId);
    expect(row).toMatchObject({ claim_status: 'issued', cert_due_date: '2027-01-15', bucket: 'current' });
    expect(typeof row.cert_due_num).toBe('number');
    // The seeded draft (claim 3) is never listed.
    expect(received.body.claims.map((c: { claim_id: string }) => c.claim_id)).not.toContain(demo.claimIds[2]);

    const read = await callRoute(payerReadRoute, { params: demo.claim(claimId, 'payer') });
    expect(read.status).toBe(200);
    expect(read.body.claim.payclaim_name).toBe('Payment Claim 4 – December 2026');
    expect(read.body.totals.total_incl_gst).toBe((await expectedTotals(claimId)).totalInclGst);
    const text = JSON.stringify(read.body);
    expect(text).not.toContain(NOTES);
    expect(read.body.workflow).toBeUndefined();
    expect(read.body.claim.claim_internal_notes).toBeUndefined();

    const summary = await callRoute(summaryRoute, { params: demo.payer });
    expect(summary.body.contractsummary.map((r: { claim_status: string }) => r.claim_status)).toEqual([
      'certified',
      'issued',
      'issued',
    ]);
  });
});
