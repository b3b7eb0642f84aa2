// Retention money held on trust through a contract's life (issue 31), every figure worked by hand
// below and checked at each step against the ledger, the statements to the payee and their PDFs.
// The payer, Harbour Build (the demo's), certifies Takapuna Plastering, which is not on ClaimCert:
// the certifier records each claim as served and certifies it as claimed, each on a fixed day in
// Auckland.
//
// Contract: one lump sum of $500,000.00. Retention on a scale (NZ practice, the Act sets none): 10%
// of the first $200,000.00, 5% of the next $800,000.00. Half is released at practical completion
// (15 March 2027), half at the end of the defects period (30 June 2027).
//
//   cert  day          claimed to date        retention to date                    withheld   released
//   1     10 Sep 2026  20% = $100,000.00      10% × 100,000 = 10,000.00            10,000.00
//   2     12 Oct 2026  45% = $225,000.00      20,000 + 5% × 25,000 = 21,250.00     11,250.00
//   3     10 Nov 2026  70% = $350,000.00      20,000 + 5% × 150,000 = 27,500.00     6,250.00
//   4     10 Dec 2026  90% = $450,000.00      20,000 + 5% × 250,000 = 32,500.00     5,000.00
//   5     12 Apr 2027  100% = $500,000.00     20,000 + 5% × 300,000 = 35,000.00     2,500.00  17,500.00 (PC: 50%)
//
// Deposits (NZ: held in the trust account from withholding, CCA s18C–s18E): certificate 1's the next
// day; certificate 2's on 20 October, eight days late; certificate 3's the same day; certificate 4's
// first typed as $4,000.00 and reversed, then $5,000.00; certificate 5's $2,500.00 the next day.
// A notice of intended use of $1,200.00 given Wednesday 20 January 2027 (CCA s18D: 10 working days,
// s5) may be used from Thursday 4 February (Thu 21 … Wed 3 February are the ten): refused on the
// 3rd, recorded on the 4th. At the end of the defects period the rest, $16,300.00 (35,000.00 −
// 17,500.00 released − 1,200.00 used), is released on its own on 5 July 2027.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { formatMoney } from '@/lib/domain/money-format';
import { sendQuarterlyStatements } from '@/lib/server/retention-trust/quarterly-statements';
import * as ledgerRoute from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_ledger/route';
import * as noticeRoute from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_use_notices/route';
import * as reportRoute from '@/app/api/account/[acc]/retention_internal_report/route';
import * as reportPdfRoute from '@/app/api/account/[acc]/retention_internal_report/pdf/route';
import * as pdfRoute from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_statements/[statement]/pdf/route';
import { callRoute } from '../support/call-route';
import { certRoutes as R, download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { atInstant, aucklandMorning } from '../support/clock';
import { pdfText } from '../support/pdf-read';

let demo: CertDemo;
let params: { acc: string; g: string; c: string };
let lineId: string;
const money = (cents: number) => formatMoney(cents, { currency: 'NZD' });

beforeAll(async () => {
  demo = await seedCertDemo();
  const company = await db().company.create({
    data: {
      accountId: demo.payer.acc,
      name: 'Takapuna Plastering Ltd',
      contacts: { create: { accountId: demo.payer.acc, name: 'Ben Walsh', email: 'ben@takapuna.example' } },
    },
  });
  const holding = await db().retentionHolding.findFirstOrThrow({ where: { accountId: demo.payer.acc } });
  const contract = await db().contract.create({
    data: {
      name: 'Plastering, Levels 1–4',
      createdByAccountId: demo.payer.acc,
      payerAccountId: demo.payer.acc,
      payeeCompanyId: company.id,
      status: 'started',
      country: 'NZ',
      gstPercent: 15,
      timeZone: 'Pacific/Auckland',
      pcdDate: new Date('2027-03-15'),
      dlpDate: new Date('2027-06-30'),
      placements: {
        create: {
          accountId: demo.payer.acc,
          projectId: demo.payer.g,
          side: 'cert',
          retentionHoldingId: holding.id,
        },
      },
      lineItems: { create: [{ kind: 'base', label: '1', description: 'Plastering', total: 50_000_000n }] },
      retention: {
        create: {
          type: 'scale',
          firstBps: 1000,
          firstAmount: 20_000_000n,
          firstNextBps: 500,
          firstNextAmount: 80_000_000n,
          excessBps: 0,
          pcdBps: 5000,
          releaseDlpType: 'date',
          dlpBps: 5000,
        },
      },
    },
    include: { lineItems: true },
  });
  params = { acc: demo.payer.acc, g: demo.payer.g, c: contract.id };
  lineId = contract.lineItems[0]!.id;
});

const ledger = async () => (await callRoute(ledgerRoute.GET, { params })).body;
const record = (body: unknown) => callRoute(ledgerRoute.POST, { method: 'POST', params, body });

/** Claim `n` recorded as served and certified as claimed, issued on `day`. */
async function certify(n: number, a: { from: string; to: string; day: string; percent: number }) {
  await atInstant(aucklandMorning(a.day), async () => {
    signInAs(demo.users.certifier);
    const claim = await callRoute(R.recordClaim.POST, {
      params,
      body: {
        claim_from: a.from,
        claim_to: a.to,
        served_on: a.day,
        lines: [{ line_item_id: lineId, claim_option: 'percent', percent: a.percent * 100 }],
      },
    });
    expect(claim.status, JSON.stringify(claim.body)).toBe(201);
    expect(claim.body.claim.number).toBe(n);
    const cert = await callRoute(R.list.POST, { params: { ...params, cl: claim.body.claim.id }, body: {} });
    expect(cert.status, JSON.stringify(cert.body)).toBe(201);
    const ids = { ...params, cl: claim.body.claim.id, cert: cert.body.cert.cert_id };
    expect((await callRoute(R.send.POST, { params: ids, body: {} })).status).toBe(200);
    const issued = await callRoute(R.issue.POST, { params: ids, body: { has_email_service: false } });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  });
}

async function at(day: string, body: Record<string, unknown>, status = 201) {
  return atInstant(aucklandMorning(day), async () => {
    signInAs(demo.users.certifier);
    const res = await record({ occurred_on: day, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  });
}

/** The balances as the API answers them, in the order of the hand table. */
const balances = async () => {
  const b = (await ledger()).balances;
  return [b.withheld, b.released, b.used, b.held, b.deposited, b.undeposited];
};

/** A statement's words, checked in its PDF too. */
async function paragraphsOf(statement: { id: string; paragraphs: string[] }) {
  const pdf = await download(pdfRoute.GET, { ...params, statement: statement.id });
  const words = pdfText(pdf.bytes!).replace(/\s+/g, ' ').replace(/- /g, '-');
  for (const p of statement.paragraphs) expect(words).toContain(p);
  return statement.paragraphs;
}

const HELD_IN = 'Where it is held: Harbour Build Ltd Retention Trust Account (ANZ).';
const RELEASES = [
  'Practical completion: 50% of the retention, due on 2027-03-15.',
  'End of the defects liability period: 50% of the retention, due on 2027-06-30.',
];
const intro = (period: string) =>
  `Retention money held on trust by Harbour Build Ltd for Takapuna Plastering Ltd under Plastering, Levels 1–4, ${period}.`;
const heldOn = (when: string) => (held: number, withheld: number, released: number, used: number) =>
  `Held on trust ${when}: ${money(held)} (withheld ${money(withheld)}, released ${money(released)}, used ${money(used)}).`;
/** A transaction report's closing line; a quarterly statement's names the quarter's last day. */
const now = heldOn('now');
const atEnd = (day: string) => heldOn(`at the end of ${day}`);

describe('five certificates on a scale rule', () => {
  it('certificate 1 withholds $10,000.00; the payee is told; the deposit follows the next day', async () => {
    await certify(1, { from: '2026-08-01', to: '2026-08-31', day: '2026-09-10', percent: 20 });
    expect(await balances()).toEqual([10_000_00, 0, 0, 10_000_00, 0, 10_000_00]);
    const [report] = (await ledger()).statements;
    expect(await paragraphsOf(report)).toEqual([
      intro('on 2026-09-10'),
      `Held at the start: ${money(0)}.`,
      `2026-09-10: Withheld by certificate 1, ${money(10_000_00)}.`,
      now(10_000_00, 10_000_00, 0, 0),
      HELD_IN,
      ...RELEASES,
    ]);
    await at('2026-09-11', { kind: 'deposited', amount: '10,000.00', reference: 'TPL-1' });
    expect(await balances()).toEqual([10_000_00, 0, 0, 10_000_00, 10_000_00, 0]);
  });

  it('certificates 2 to 4 withhold $11,250.00, $6,250.00 and $5,000.00; one deposit late, one corrected', async () => {
    await certify(2, { from: '2026-09-01', to: '2026-09-30', day: '2026-10-12', percent: 45 });
    expect((await ledger()).balances).toMatchObject({
      undeposited: 11_250_00,
      undeposited_since: '2026-10-12',
    });
    await at('2026-10-20', { kind: 'deposited', amount: '11,250.00', reference: 'TPL-2' });
    await certify(3, { from: '2026-10-01', to: '2026-10-31', day: '2026-11-10', percent: 70 });
    await at('2026-11-10', { kind: 'deposited', amount: '6,250.00', reference: 'TPL-3' });
    await certify(4, { from: '2026-11-01', to: '2026-11-30', day: '2026-12-10', percent: 90 });
    const typo = await at('2026-12-11', { kind: 'deposited', amount: '4,000.00', reference: 'TPL-4' });
    await at('2026-12-11', { kind: 'reversal', reverses_id: typo.entries.at(-1).id });
    await at('2026-12-11', { kind: 'deposited', amount: '5,000.00', reference: 'TPL-4' });
    // 10,000 + 11,250 + 6,250 + 5,000 = 32,500.00, all in the trust account.
    expect(await balances()).toEqual([32_500_00, 0, 0, 32_500_00, 32_500_00, 0]);
    const reports = (await ledger()).statements.filter((s: { kind: string }) => s.kind === 'transaction');
    // One report per certificate: a deposit and its reversal are the payer's banking, not reported.
    expect(reports).toHaveLength(4);
    expect((await paragraphsOf(reports[0])).slice(1, 4)).toEqual([
      `Held at the start: ${money(27_500_00)}.`,
      `2026-12-10: Withheld by certificate 4, ${money(5_000_00)}.`,
      now(32_500_00, 32_500_00, 0, 0),
    ]);
  });

  it('a use of $1,200.00 is refused before its 10 working days, and recorded after', async () => {
    const given = await atInstant(aucklandMorning('2027-01-20'), async () => {
      signInAs(demo.users.certifier);
      return callRoute(noticeRoute.POST, {
        method: 'POST',
        params,
        body: { amount: '1,200.00', defects: 'Cracked stopping on level 2, not remedied.' },
      });
    });
    expect(given.status).toBe(201);
    const notice = given.body.notices[0];
    expect(notice).toMatchObject({ given_on: '2027-01-20', usable_from: '2027-02-04', amount: 1_200_00 });
    await at('2027-02-03', { kind: 'used', notice_id: notice.id, amount: '1,200.00' }, 422);
    await at('2027-02-04', {
      kind: 'used',
      notice_id: notice.id,
      amount: '1,200.00',
      reference: 'Re-stopping',
    });
    // Paid out of the trust account: 32,500 − 1,200 = 31,300.00 held and deposited.
    expect(await balances()).toEqual([32_500_00, 0, 1_200_00, 31_300_00, 31_300_00, 0]);
  });

  it('certificate 5 withholds $2,500.00 and releases $17,500.00 at practical completion', async () => {
    await certify(5, { from: '2026-12-01', to: '2027-03-31', day: '2027-04-12', percent: 100 });
    // Held 31,300 + 2,500 − 17,500 = 16,300.00; the release left the trust account first
    // (31,300 − 17,500 = 13,800.00 deposited), so certificate 5's 2,500.00 is not yet deposited.
    expect(await balances()).toEqual([35_000_00, 17_500_00, 1_200_00, 16_300_00, 13_800_00, 2_500_00]);
    const [report] = (await ledger()).statements;
    expect((await paragraphsOf(report)).slice(1, 5)).toEqual([
      `Held at the start: ${money(31_300_00)}.`,
      `2027-04-12: Withheld by certificate 5, ${money(2_500_00)}.`,
      `2027-04-12: Released by certificate 5, ${money(-17_500_00)}.`,
      now(16_300_00, 35_000_00, 17_500_00, 1_200_00),
    ]);
    // The directors' internal report that day says the same, with what is due: nothing more at
    // practical completion (50% of 35,000.00 = 17,500.00, released), the 16,300.00 still held at
    // the end of the defects period, and certificate 5's 2,500.00 due in the trust account today.
    const internal = await atInstant(aucklandMorning('2027-04-12'), async () => {
      signInAs(demo.users.certifier);
      return (await callRoute(reportRoute.GET, { params: { acc: params.acc } })).body;
    });
    const row = internal.contracts.find((c: { contract: { id: string } }) => c.contract.id === params.c);
    expect(row.balances).toMatchObject({
      withheld: 35_000_00,
      released: 17_500_00,
      used: 1_200_00,
      held: 16_300_00,
      deposited: 13_800_00,
      undeposited: 2_500_00,
    });
    expect(row.undeposited).toEqual({
      amount: 2_500_00,
      since: '2027-04-12',
      due_on: '2027-04-12',
      overdue: false,
    });
    expect(
      row.releases.map((r: { on: string; amount: number; overdue: boolean }) => [r.on, r.amount, r.overdue]),
    ).toEqual([
      ['2027-03-15', 0, false],
      ['2027-06-30', 16_300_00, false],
    ]);
    const reportPdf = await atInstant(aucklandMorning('2027-04-12'), () =>
      download(reportPdfRoute.GET, { acc: params.acc }),
    );
    const words = pdfText(reportPdf.bytes!).replace(/\s+/g, ' ');
    for (const line of [
      `Withheld ${money(35_000_00)}, released ${money(17_500_00)}, used ${money(1_200_00)}; held on trust ${money(16_300_00)}, in the trust account ${money(13_800_00)}, not yet deposited ${money(2_500_00)}.`,
      'Not deposited since 2027-04-12; deposit due 2027-04-12.',
      'Practical completion on 2027-03-15: nothing due.',
      `End of the defects liability period on 2027-06-30: ${money(16_300_00)} due.`,
    ])
      expect(words).toContain(line);
    await at('2027-04-13', { kind: 'deposited', amount: '2,500.00', reference: 'TPL-5' });
    expect(await balances()).toEqual([35_000_00, 17_500_00, 1_200_00, 16_300_00, 16_300_00, 0]);
  });

  it('the rest, $16,300.00, is released at the end of the defects period', async () => {
    await at('2027-07-05', { kind: 'released', amount: '16,300.00', reference: 'End of defects period' });
    expect(await balances()).toEqual([35_000_00, 33_800_00, 1_200_00, 0, 0, 0]);
    const reports = (await ledger()).statements.filter((s: { kind: string }) => s.kind === 'transaction');
    // Certificates 1–5, the use and this release.
    expect(reports).toHaveLength(7);
  });

  it('each quarter’s statement states the quarter’s movements, from its opening to its closing balance', async () => {
    for (const day of ['2026-10-01', '2027-01-01', '2027-04-01', '2027-07-01', '2027-10-01', '2028-01-01'])
      await sendQuarterlyStatements(new Date(aucklandMorning(day)));
    const quarterly = ((await ledger()).statements as { kind: string; quarter: string }[])
      .filter((s) => s.kind === 'quarterly')
      .sort((a, b) => a.quarter.localeCompare(b.quarter));
    // 2027-Q4 moved nothing and held nothing: no statement.
    expect(quarterly.map((s) => s.quarter)).toEqual(['2026-Q3', '2026-Q4', '2027-Q1', '2027-Q2', '2027-Q3']);
    const [q3, q4, q1, q2, q3b] = await Promise.all(quarterly.map((s) => paragraphsOf(s as never)));
    expect(q3!.slice(0, 4)).toEqual([
      intro('from 2026-07-01 to 2026-09-30'),
      `Held at the start: ${money(0)}.`,
      `2026-09-10: Withheld by certificate 1, ${money(10_000_00)}.`,
      atEnd('2026-09-30')(10_000_00, 10_000_00, 0, 0),
    ]);
    expect(q4!.slice(1, 6)).toEqual([
      `Held at the start: ${money(10_000_00)}.`,
      `2026-10-12: Withheld by certificate 2, ${money(11_250_00)}.`,
      `2026-11-10: Withheld by certificate 3, ${money(6_250_00)}.`,
      `2026-12-10: Withheld by certificate 4, ${money(5_000_00)}.`,
      atEnd('2026-12-31')(32_500_00, 32_500_00, 0, 0),
    ]);
    expect(q1!.slice(1, 4)).toEqual([
      `Held at the start: ${money(32_500_00)}.`,
      `2027-02-04: Used to remedy defects (Re-stopping), ${money(-1_200_00)}.`,
      atEnd('2027-03-31')(31_300_00, 32_500_00, 0, 1_200_00),
    ]);
    expect(q2!.slice(1, 5)).toEqual([
      `Held at the start: ${money(31_300_00)}.`,
      `2027-04-12: Withheld by certificate 5, ${money(2_500_00)}.`,
      `2027-04-12: Released by certificate 5, ${money(-17_500_00)}.`,
      atEnd('2027-06-30')(16_300_00, 35_000_00, 17_500_00, 1_200_00),
    ]);
    expect(q3b!.slice(1, 4)).toEqual([
      `Held at the start: ${money(16_300_00)}.`,
      `2027-07-05: Released (End of defects period), ${money(-16_300_00)}.`,
      atEnd('2027-09-30')(0, 35_000_00, 33_800_00, 1_200_00),
    ]);
  });
});
