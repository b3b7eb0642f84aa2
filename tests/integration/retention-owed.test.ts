// The payee's side of retention held on trust (issue 31 item 6), on the seeded demo through the real
// route handlers: Kauri Interiors (payee) sees what Harbour Build (payer, on ClaimCert) holds for it
// on SC-014-03 — first from its own certificate 1, then, once certificate 2 is issued on 17 November
// 2026 and its transaction report sent, as that report states it — and, on its Remuera contract
// whose payer (Ōrākei Developments) is not on ClaimCert, what its own claim retained. It never sees
// the payer's ledger (deposits) nor its bank account number; the payer's side and other accounts
// are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries, db } from '@/lib/db/client';
import { percentOf } from '@/lib/domain/money';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { listRetentionOwed } from '@/lib/server/retention-owed/list-retention-owed';
import * as owedRoute from '@/app/api/account/[acc]/retention_owed/route';
import * as receivedRoute from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_received/route';
import * as receivedPdfRoute from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_received/[statement]/pdf/route';
import { callRoute } from '../support/call-route';
import { certRoutes as R, download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { atInstant, aucklandMorning } from '../support/clock';
import { createAccountWithOwner } from '../support/factories';
import { pdfText } from '../support/pdf-read';
import { signInAs } from '../support/session';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

let demo: CertDemo;
let sink: SmtpSink;
let CERT1: number;
let W2: number;
const HELD_IN = 'Harbour Build Ltd Retention Trust Account (ANZ)';
/** Any NZ bank account number (bank-branch-account-suffix), as the payer's trust account has. */
const ACCOUNT_NUMBER = /\d{2}-\d{4}-\d{7}-\d{2,3}/;

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

const owed = (acc = demo.payee.acc) => callRoute(owedRoute.GET, { params: { acc } });
const received = (params: Record<string, string> = demo.payee) => callRoute(receivedRoute.GET, { params });
const pdf = (statement: string, params: Record<string, string> = demo.payee) =>
  download(receivedPdfRoute.GET, { ...params, statement });
const harbourRow = (body: { contracts: { contract_id: string }[] }) =>
  body.contracts.find((c) => c.contract_id === demo.contract.id);

describe('before the payer has sent a statement', () => {
  it('the payee sees certificate 1’s retention, from its own documents, held where not stated', async () => {
    signInAs(demo.users.claimer);
    const res = await atInstant(aucklandMorning('2026-11-16'), () => owed());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ today: '2026-11-16', currency: 'NZD', held: CERT1, overdue: 0 });
    // The demo's other contract is a draft with nothing retained: not listed.
    expect(res.body.contracts).toHaveLength(1);
    expect(harbourRow(res.body)).toEqual({
      contract_id: demo.contract.id,
      contract_name: 'Interior fit-out, Levels 1–4',
      contract_number: 'SC-014-03',
      project_id: demo.payee.g,
      project_name: 'Wynyard Quarter Apartments',
      payer: 'Harbour Build Ltd',
      payer_on_claimcert: true,
      source: 'own_documents',
      figures_from: 'Payment Certificate 1',
      held: CERT1,
      withheld: CERT1,
      released: 0,
      used: null,
      held_in: null,
      // Certificate 1 was issued on 14 October 2026.
      held_since: '2026-10-14',
      // No practical completion date yet: half at each release, days unknown.
      releases: [
        { label: 'Practical completion', on: null, share_bps: 5000, due: percentOf(CERT1, 5000) },
        {
          label: 'End of the defects liability period',
          on: null,
          share_bps: 5000,
          due: CERT1 - percentOf(CERT1, 5000),
        },
      ],
      overdue: 0,
      statements_received: 0,
    });
  });
});

describe('once the payer has reported a withholding', () => {
  let reportId: string;

  beforeAll(async () => {
    signInAs(demo.users.certifier);
    await db().approvalWorkflow.deleteMany({ where: { contractId: demo.contract.id } });
    await atInstant(aucklandMorning('2026-11-17'), async () => {
      const started = await callRoute(R.list.POST, { params: demo.payerClaim, body: {} });
      expect(started.status).toBe(201);
      const cert = started.body.cert.cert_id as string;
      expect((await callRoute(R.send.POST, { params: demo.cert(cert), body: {} })).status).toBe(200);
      const issued = await callRoute(R.issue.POST, {
        params: demo.cert(cert),
        body: { has_email_service: false },
      });
      expect(issued.status, JSON.stringify(issued.body.errors)).toBe(200);
    });
    const cert2 = await db().certificate.findFirstOrThrow({ where: { claimId: demo.claim2 } });
    W2 = Number(cert2.retentionToDate) - CERT1;
    expect(W2).toBeGreaterThan(0);
  });

  it('the payee’s list shows the figures the transaction report states, and where it is held', async () => {
    signInAs(demo.users.claimer);
    const res = await atInstant(aucklandMorning('2026-11-20'), () => owed());
    expect(res.status).toBe(200);
    expect(res.body.held).toBe(CERT1 + W2);
    expect(harbourRow(res.body)).toMatchObject({
      source: 'payer_statements',
      figures_from: 'Retention transaction report of 2026-11-17',
      held: CERT1 + W2,
      withheld: CERT1 + W2,
      released: 0,
      used: 0,
      held_in: HELD_IN,
      // The report opens with certificate 1's retention already held: it began with that certificate.
      held_since: '2026-10-14',
      releases: [
        { label: 'Practical completion', on: null, share_bps: 5000, due: null },
        { label: 'End of the defects liability period', on: null, share_bps: 5000, due: null },
      ],
      overdue: 0,
      statements_received: 1,
    });
  });

  it('the contract’s received statements: the report in its words, and its PDF says them', async () => {
    signInAs(demo.users.claimer);
    const res = await atInstant(aucklandMorning('2026-11-20'), () => received());
    expect(res.status).toBe(200);
    expect(res.body.owed).toEqual(
      harbourRow((await atInstant(aucklandMorning('2026-11-20'), () => owed())).body),
    );
    expect(res.body.statements).toHaveLength(1);
    const [report] = res.body.statements;
    reportId = report.id;
    expect(report).toMatchObject({
      kind: 'transaction',
      title: 'Retention transaction report',
      period_from: '2026-11-17',
      period_to: '2026-11-17',
      held: CERT1 + W2,
    });
    expect(report.paragraphs).toContain(`Where it is held: ${HELD_IN}.`);
    const file = await pdf(report.id);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    const words = pdfText(file.bytes!).replace(/\s+/g, ' ').replace(/- /g, '-');
    for (const p of report.paragraphs) expect(words).toContain(p);
  });

  it('nothing the payee reads names the bank account number or the payer’s deposits', async () => {
    signInAs(demo.users.claimer);
    const text = JSON.stringify([(await owed()).body, (await received()).body]);
    expect(text).not.toMatch(ACCOUNT_NUMBER);
    expect(text).not.toContain('0123456');
    expect(text.toLowerCase()).not.toContain('deposit');
  });

  it('a viewer of the payee’s account may read; a later notice of use shows when the holding began', async () => {
    signInAs(demo.users.certifier);
    await atInstant(aucklandMorning('2026-11-18'), async () => {
      const noticeRoute =
        await import('@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_use_notices/route');
      const given = await callRoute(noticeRoute.POST, {
        method: 'POST',
        params: demo.payer,
        body: { amount: '100.00', defects: 'Scuffed skirting on level 1.' },
      });
      expect(given.status).toBe(201);
    });
    signInAs(demo.users.viewer);
    const list = await atInstant(aucklandMorning('2026-11-20'), () => owed());
    expect(list.status).toBe(200);
    // The notice's figures run from the ledger's start: certificate 1's withholding of 14 October.
    expect(harbourRow(list.body)).toMatchObject({
      figures_from: 'Notice of intended use of retention money of 2026-11-18',
      held: CERT1 + W2,
      held_since: '2026-10-14',
      statements_received: 2,
    });
    const res = await received();
    expect(res.status).toBe(200);
    expect(res.body.statements.map((s: { kind: string }) => s.kind)).toEqual(['use_notice', 'transaction']);
    expect((await pdf(reportId)).status).toBe(200);
  });

  it('the payer’s side and other accounts are refused, and read nothing', async () => {
    // The payer on its own placement: 403 (its ledger is its own tab's).
    signInAs(demo.users.certifier);
    expect((await received(demo.payer)).status).toBe(403);
    const payerPdf = await pdf(reportId, demo.payer);
    expect(payerPdf.status).toBe(403);
    expect(payerPdf.bytes).toBeNull();
    // The payer claims on nothing: nothing owed to it.
    const payerList = await owed(demo.payer.acc);
    expect(payerList.status).toBe(200);
    expect(payerList.body.contracts).toEqual([]);
    // The payer naming the payee's account: not its account.
    expect([403, 404]).toContain((await received()).status);
    expect([403, 404]).toContain((await owed()).status);

    const other = await createAccountWithOwner('Elsewhere Ltd');
    signInAs(other.userId);
    for (const res of [await owed(), await received(), await pdf(reportId)]) {
      expect([403, 404]).toContain(res.status);
    }
    const theirs = { ...demo.payee, acc: other.accountId };
    const [list, read, file] = [
      await owed(other.accountId),
      await received(theirs),
      await pdf(reportId, theirs),
    ];
    expect(list.status).toBe(200);
    expect(list.body.contracts).toEqual([]);
    expect(read.status).toBe(404);
    expect(file.status).toBe(404);
    expect(file.bytes).toBeNull();
  });

  it('a statement of another contract is not this contract’s: 404', async () => {
    const elsewhere = await db().contract.findFirstOrThrow({ where: { name: 'Contract 1' } });
    const report = await db().retentionStatement.findUniqueOrThrow({ where: { id: reportId } });
    const stray = await db().retentionStatement.create({
      data: {
        accountId: report.accountId,
        contractId: elsewhere.id,
        kind: 'transaction',
        subject: 'stray',
        periodFrom: report.periodFrom,
        periodTo: report.periodTo,
        content: report.content as never,
      },
    });
    signInAs(demo.users.claimer);
    const res = await pdf(stray.id);
    expect(res.status).toBe(404);
    expect(res.bytes).toBeNull();
    await db().retentionStatement.delete({ where: { id: stray.id } });
  });
});

describe('a payer not on ClaimCert', () => {
  it('the payee’s own claim gives the figures and release days; overdue once practical completion passed', async () => {
    // Kauri starts its Remuera contract with Ōrākei Developments (a company in its contacts): 10%
    // retention, half at practical completion on 1 December 2026, half 365 days later; one item of
    // $100,000.00, claimed 40% ($40,000.00) by claim 1 to 30 November, served that day.
    const contract = await db().contract.findFirstOrThrow({ where: { name: 'Contract 1' } });
    const place = await db().contractPlacement.findFirstOrThrow({ where: { contractId: contract.id } });
    await db().contract.update({
      where: { id: contract.id },
      data: {
        status: 'started',
        pcdDate: new Date('2026-12-01T00:00:00Z'),
        retention: {
          create: {
            type: 'fixed',
            firstBps: 1000,
            firstAmount: 100_000_00n,
            pcdBps: 5000,
            dlpBps: 5000,
            dlpDays: 365,
            retentionAccount: 'Westpac 03-0104-0123456-00',
          },
        },
      },
    });
    const item = await db().lineItem.create({
      data: {
        contractId: contract.id,
        kind: 'base',
        valueType: 'lump',
        position: 0,
        label: '1',
        description: 'Kitchens',
        total: 100_000_00n,
      },
    });
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    await db().claim.create({
      data: {
        contractId: contract.id,
        number: 1,
        name: 'Payment Claim 1 – November 2026',
        claimFrom: day('2026-11-01'),
        claimTo: day('2026-11-30'),
        claimDueDate: day('2026-11-30'),
        certDueDate: day('2026-12-21'),
        paymentDueDate: day('2027-01-20'),
        status: 'issued',
        servedAt: new Date('2026-11-30T02:00:00Z'),
        retentionToDate: 4000_00n,
        lines: { create: { lineItemId: item.id, claimOption: 'value', toDateValue: 40_000_00n } },
      },
    });

    signInAs(demo.users.claimer);
    const before = await atInstant(aucklandMorning('2026-12-01'), () => owed());
    const row = before.body.contracts.find((c: { contract_id: string }) => c.contract_id === contract.id);
    expect(row).toEqual({
      contract_id: contract.id,
      contract_name: 'Contract 1',
      contract_number: null,
      project_id: place.projectId,
      project_name: 'Remuera Townhouses',
      payer: 'Ōrākei Developments Ltd',
      payer_on_claimcert: false,
      source: 'own_documents',
      figures_from: 'Payment Claim 1 – November 2026',
      held: 4000_00,
      withheld: 4000_00,
      released: 0,
      used: null,
      held_in: null,
      held_since: '2026-11-30',
      releases: [
        { label: 'Practical completion', on: '2026-12-01', share_bps: 5000, due: 2000_00 },
        { label: 'End of the defects liability period', on: '2027-12-01', share_bps: 5000, due: 2000_00 },
      ],
      // Due today: not yet overdue.
      overdue: 0,
      statements_received: 0,
    });
    const after = await atInstant(aucklandMorning('2026-12-02'), () => owed());
    expect(
      after.body.contracts.find((c: { contract_id: string }) => c.contract_id === contract.id),
    ).toMatchObject({
      overdue: 2000_00,
    });
    expect(after.body.overdue).toBe(2000_00);
    // Its own retention account, typed on the contract, is not part of what the payer stated.
    expect(JSON.stringify(after.body)).not.toMatch(ACCOUNT_NUMBER);

    const read = await received({ acc: place.accountId, g: place.projectId, c: contract.id });
    expect(read.status).toBe(200);
    expect(read.body.statements).toEqual([]);
    expect(read.body.owed).toMatchObject({ source: 'own_documents', held: 4000_00 });
  });

  it('one fixed set of queries, however many contracts', async () => {
    const actor = (await resolveActor(demo.users.claimer, demo.payee.acc))!;
    const both = await countQueries(() => listRetentionOwed(actor));
    expect(both.result.contracts).toHaveLength(2);
    await db().contract.update({
      where: { id: demo.contract.id },
      data: { status: 'draft' },
    });
    const one = await countQueries(() => listRetentionOwed(actor));
    await db().contract.update({ where: { id: demo.contract.id }, data: { status: 'started' } });
    expect(one.result.contracts).toHaveLength(1);
    expect(one.queries).toBe(both.queries);
  });
});
