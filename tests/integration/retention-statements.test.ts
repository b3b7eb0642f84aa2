// What the payee is told of the retention money held on trust for it (issue 31; CCA 2002 s18FD: a
// report promptly after each withholding, release or use, and at least every 3 months; s18D: money
// used to remedy its defects only after 10 working days' written notice), on the seeded demo
// through the real route handlers, a real SMTP server and the PDFs read back. Harbour Build (payer)
// holds Kauri Interiors' (payee) retention on SC-014-03; the seed's certificate 1 withheld on 14
// October 2026 and the deposit followed on 16 October. Each step runs at a fixed instant in
// Auckland, so every date below is written out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { formatMoney } from '@/lib/domain/money-format';
import { processOutbox } from '@/lib/email/outbox';
import { sendQuarterlyStatements } from '@/lib/server/retention-trust/quarterly-statements';
import * as ledgerRoute from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_ledger/route';
import * as noticeRoute from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_use_notices/route';
import * as pdfRoute from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_statements/[statement]/pdf/route';
import * as statementsRoute from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_statements/route';
import * as sendRoute from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_statements/[statement]/send/route';
import { callRoute } from '../support/call-route';
import { certRoutes as R, download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { mailWithSubject } from '../support/claims-demo';
import { atInstant, aucklandMorning } from '../support/clock';
import { createAccountWithOwner } from '../support/factories';
import { pdfText } from '../support/pdf-read';
import { signInAs } from '../support/session';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

let demo: CertDemo;
let sink: SmtpSink;
let CERT1: number;
let W2: number;
const money = (cents: number) => formatMoney(cents, { currency: 'NZD' });
const CONTRACT = 'Interior fit-out, Levels 1–4';

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  demo = await seedCertDemo();
  const cert1 = await db().certificate.findFirstOrThrow({
    where: { contractId: demo.contract.id, number: 1 },
  });
  CERT1 = Number(cert1.retentionToDate);
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink.stop();
});

const ledger = () => callRoute(ledgerRoute.GET, { params: demo.payer });
const record = (body: unknown) => callRoute(ledgerRoute.POST, { method: 'POST', params: demo.payer, body });
const notice = (body: unknown) => callRoute(noticeRoute.POST, { method: 'POST', params: demo.payer, body });
const statementParams = (statement: string) => ({ ...demo.payer, statement });

/** The PDF of a statement reads, word for word, as the API's paragraphs. */
async function expectPdfSays(statement: { id: string; paragraphs: string[] }, bytes?: Uint8Array) {
  const pdf = bytes ?? (await download(pdfRoute.GET, statementParams(statement.id))).bytes!;
  // A line that breaks after a hyphen ('fit-' / 'out') reads back with a space there.
  const words = pdfText(pdf).replace(/\s+/g, ' ').replace(/- /g, '-');
  for (const p of statement.paragraphs) expect(words).toContain(p);
}

describe('a transaction report after each withholding', () => {
  it('issuing certificate 2 on 17 November sends the payee what it withheld and what is now held', async () => {
    signInAs(demo.users.certifier);
    await db().approvalWorkflow.deleteMany({ where: { contractId: demo.contract.id } });
    await atInstant(aucklandMorning('2026-11-17'), async () => {
      const started = await callRoute(R.list.POST, { params: demo.payerClaim, body: {} });
      expect(started.status).toBe(201);
      const cert = { id: started.body.cert.cert_id as string };
      const sent = await callRoute(R.send.POST, { params: demo.cert(cert.id), body: {} });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const issued = await callRoute(R.issue.POST, {
        params: demo.cert(cert.id),
        body: { has_email_service: false },
      });
      expect(issued.status, JSON.stringify(issued.body.errors)).toBe(200);
    });
    const cert = await db().certificate.findFirstOrThrow({ where: { claimId: demo.claim2 } });
    W2 = Number(cert.retentionToDate) - CERT1;
    expect(W2).toBeGreaterThan(0);
    const { statements } = (await ledger()).body;
    expect(statements).toHaveLength(1);
    const [report] = statements;
    expect(report).toMatchObject({ kind: 'transaction', period_from: '2026-11-17', period_to: '2026-11-17' });
    expect(report.paragraphs).toEqual([
      `Retention money held on trust by Harbour Build Ltd for Kauri Interiors Ltd under ${CONTRACT}, on 2026-11-17.`,
      `Held at the start: ${money(CERT1)}.`,
      `2026-11-17: Withheld by certificate 2, ${money(W2)}.`,
      `Held on trust now: ${money(CERT1 + W2)} (withheld ${money(CERT1 + W2)}, released ${money(0)}, used ${money(0)}).`,
      'Where it is held: Harbour Build Ltd Retention Trust Account (ANZ).',
      expect.stringMatching(/^Practical completion: 50% of the retention, /),
      expect.stringMatching(/^End of the defects liability period: 50% of the retention, /),
    ]);
    await expectPdfSays(report);
    await processOutbox();
    const mail = await mailWithSubject(sink, `Retention transaction report – ${CONTRACT}`);
    expect(mail.to?.[0]?.address).toBe('claimer@demo.test');
    for (const p of report.paragraphs) expect(mail.text).toContain(p);
    const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf')!;
    await expectPdfSays(report, new Uint8Array(pdf.content as ArrayBuffer));
  });
});

describe('using retention to remedy defects (s18D)', () => {
  const DEFECTS = 'Water damage to the level 2 ceiling tiles, not remedied after two requests.';

  it('a notice is given on 18 November; the money may be used from 3 December', async () => {
    signInAs(demo.users.certifier);
    await atInstant(aucklandMorning('2026-11-18'), async () => {
      const before = await db().retentionUseNotice.count();
      for (const body of [
        { amount: CERT1 + W2 + 1, defects: DEFECTS }, // more than is held
        { amount: '500.00', defects: '  ' },
        { amount: '500.00', defects: DEFECTS, given_on: '2026-11-01' }, // a notice is given when sent
      ]) {
        const res = await notice(body);
        expect(res.status, JSON.stringify(body)).toBe(422);
      }
      expect(await db().retentionUseNotice.count()).toBe(before);
      const res = await notice({ amount: '500.00', defects: DEFECTS });
      expect(res.status).toBe(201);
      // Wed 18 Nov: Thu 19, Fri 20, Mon 23 … Fri 27 (7), Mon 30, Tue 1, Wed 2 Dec (10).
      expect(res.body.notices).toEqual([
        {
          id: expect.any(String),
          amount: 500_00,
          defects: DEFECTS,
          given_on: '2026-11-18',
          usable_from: '2026-12-03',
          used: 0,
          remaining: 500_00,
        },
      ]);
      const sent = res.body.statements.find((s: { kind: string }) => s.kind === 'use_notice');
      expect(sent.paragraphs.slice(0, 2)).toEqual([
        `Harbour Build Ltd gives Kauri Interiors Ltd notice, under section 18D of the Construction Contracts Act 2002, that it intends to use up to ${money(500_00)} of the retention money it holds on trust for Kauri Interiors Ltd under ${CONTRACT} to remedy these defects or this non-performance: ${DEFECTS}`,
        "The notice is given on 2026-11-18. The money will not be used before 2026-12-03, after 10 working days' notice.",
      ]);
      await expectPdfSays(sent);
    });
    await processOutbox();
    const mail = await mailWithSubject(sink, `Notice of intended use of retention money – ${CONTRACT}`);
    expect(mail.text).toContain(DEFECTS);
  });

  it('a use on 2 December is refused, and one above the notice; on 3 December it is recorded and reported', async () => {
    signInAs(demo.users.certifier);
    const [{ id: noticeId }] = (await ledger()).body.notices;
    const before = await db().retentionLedgerEntry.count();
    await atInstant(aucklandMorning('2026-12-02'), async () => {
      const early = await record({
        kind: 'used',
        notice_id: noticeId,
        amount: '500.00',
        occurred_on: '2026-12-02',
      });
      expect(early.status).toBe(422);
      expect(early.body.errors[0]).toMatchObject({
        field: 'occurred_on',
        message:
          "The notice's 10 working days have not passed: the money may be used from 2026-12-03 (s18D).",
      });
    });
    await atInstant(aucklandMorning('2026-12-03'), async () => {
      const over = await record({
        kind: 'used',
        notice_id: noticeId,
        amount: '500.01',
        occurred_on: '2026-12-03',
      });
      expect(over.status).toBe(422);
      expect(await db().retentionLedgerEntry.count()).toBe(before);
      const used = await record({
        kind: 'used',
        notice_id: noticeId,
        amount: '500.00',
        occurred_on: '2026-12-03',
        reference: 'Ceiling tiles replaced by Acme Ceilings, invoice 4411',
      });
      expect(used.status).toBe(201);
      // Paid out of the trust account first: certificate 1's deposit less the 500.00 used.
      expect(used.body.balances).toMatchObject({
        withheld: CERT1 + W2,
        used: 500_00,
        held: CERT1 + W2 - 500_00,
        deposited: CERT1 - 500_00,
        undeposited: W2,
      });
      expect(used.body.notices[0].used).toBe(500_00);
      expect(used.body.notices[0].remaining).toBe(0);
      const report = used.body.statements[0];
      expect(report.kind).toBe('transaction');
      expect(report.paragraphs).toContain(
        `2026-12-03: Used to remedy defects (Ceiling tiles replaced by Acme Ceilings, invoice 4411), ${money(-500_00)}.`,
      );
      const again = await record({
        kind: 'used',
        notice_id: noticeId,
        amount: '0.01',
        occurred_on: '2026-12-03',
      });
      expect(again.status).toBe(422);
    });
  });
});

describe('the quarterly statement', () => {
  it('is made once for 2026-Q4 however many runners run at once, with the quarter’s figures', async () => {
    const newYear = new Date(aucklandMorning('2027-01-01'));
    const made = await Promise.all([sendQuarterlyStatements(newYear), sendQuarterlyStatements(newYear)]);
    expect(made.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendQuarterlyStatements(newYear)).toBe(0);
    signInAs(demo.users.certifier);
    const quarterly = (await ledger()).body.statements.filter(
      (s: { kind: string }) => s.kind === 'quarterly',
    );
    expect(quarterly).toHaveLength(1);
    expect(quarterly[0]).toMatchObject({
      quarter: '2026-Q4',
      period_from: '2026-10-01',
      period_to: '2026-12-31',
    });
    expect(quarterly[0].paragraphs.slice(0, 6)).toEqual([
      `Retention money held on trust by Harbour Build Ltd for Kauri Interiors Ltd under ${CONTRACT}, from 2026-10-01 to 2026-12-31.`,
      `Held at the start: ${money(0)}.`,
      `2026-10-14: Withheld by certificate 1, ${money(CERT1)}.`,
      `2026-11-17: Withheld by certificate 2, ${money(W2)}.`,
      `2026-12-03: Used to remedy defects (Ceiling tiles replaced by Acme Ceilings, invoice 4411), ${money(-500_00)}.`,
      `Held on trust at the end of 2026-12-31: ${money(CERT1 + W2 - 500_00)} (withheld ${money(CERT1 + W2)}, released ${money(0)}, used ${money(500_00)}).`,
    ]);
    await expectPdfSays(quarterly[0]);
    await processOutbox();
    await mailWithSubject(sink, `Retention quarterly statement – ${CONTRACT}`);
    const queued = await db().emailOutbox.count({ where: { template: 'retention_statement' } });
    // The transaction report, the notice, the use's report and the quarterly statement, once each.
    expect(queued).toBe(4);
  });

  it('can be sent again; another account, the payee and a viewer get nothing', async () => {
    signInAs(demo.users.certifier);
    const [latest] = (await ledger()).body.statements;
    const again = await callRoute(sendRoute.POST, { method: 'POST', params: statementParams(latest.id) });
    expect(again.status).toBe(200);
    expect(again.body.emailed_to).toEqual(['claimer@demo.test']);
    expect(await db().emailOutbox.count({ where: { template: 'retention_statement' } })).toBe(5);

    const other = await createAccountWithOwner('Elsewhere Ltd');
    const before = await db().emailOutbox.count();
    for (const user of [other.userId, demo.users.claimer, demo.users.viewer]) {
      signInAs(user);
      const send = await callRoute(sendRoute.POST, { method: 'POST', params: statementParams(latest.id) });
      expect([403, 404]).toContain(send.status);
      const pdf = await download(pdfRoute.GET, statementParams(latest.id));
      expect([403, 404]).toContain(pdf.status);
      expect(pdf.bytes).toBeNull();
      const given = await notice({ amount: '1.00', defects: 'x' });
      expect([403, 404]).toContain(given.status);
    }
    // The other account's own id in the path: the contract is not there.
    signInAs(other.userId);
    const theirs = await download(pdfRoute.GET, { ...statementParams(latest.id), acc: other.accountId });
    expect([403, 404]).toContain(theirs.status);
    expect(await db().emailOutbox.count()).toBe(before);
  });

  it('a statement to date is sent on request, once a day, its words the quarter’s so far', async () => {
    const before = await db().emailOutbox.count({ where: { template: 'retention_statement' } });
    const sendNow = () =>
      atInstant(aucklandMorning('2027-01-20'), () =>
        callRoute(statementsRoute.POST, { method: 'POST', params: demo.payer }),
      );
    signInAs(demo.users.claimer);
    expect((await sendNow()).status).toBe(403);
    signInAs(demo.users.certifier);
    const first = await sendNow();
    expect(first.status).toBe(201);
    const [latest] = first.body.statements;
    const held = CERT1 + W2 - 500_00;
    expect(latest).toMatchObject({
      kind: 'quarterly',
      title: 'Retention statement to 2027-01-20',
      quarter: null,
      period_from: '2027-01-01',
      period_to: '2027-01-20',
    });
    expect(latest.paragraphs.slice(0, 4)).toEqual([
      `Retention money held on trust by Harbour Build Ltd for Kauri Interiors Ltd under ${CONTRACT}, from 2027-01-01 to 2027-01-20.`,
      `Held at the start: ${money(held)}.`,
      'No retention was withheld, released or used in this period.',
      `Held on trust now: ${money(held)} (withheld ${money(CERT1 + W2)}, released ${money(0)}, used ${money(500_00)}).`,
    ]);
    await expectPdfSays(latest);
    // Asked again the same day: the same statement, emailed again.
    const again = await sendNow();
    expect(again.body.statements).toHaveLength(first.body.statements.length);
    expect(await db().emailOutbox.count({ where: { template: 'retention_statement' } })).toBe(before + 2);
  });
});
