// The payer's retention position (issue 31 items 1, 4, 7), on the seeded demo through the real route
// handlers, each step at a fixed morning in Auckland. Harbour Build (payer) holds Kauri Interiors'
// (payee) retention on three contracts:
//   D  the demo's "Interior fit-out, Levels 1–4" (NZ): certificate 1 withheld CERT1 on 14 October
//      2026, deposited on the 16th in the ANZ trust account; practical completion is set here to
//      1 March 2027 (50% then; the other 50% at the end of a 365-day defects period: 29 February 2028,
//      2028 being a leap year);
//   N  "Level 5 fit-out" (NSW, opting in by naming a Vero bond of $5,000.00 to 30 June 2027):
//      $6,000.00 withheld on Tuesday 16 February 2027 and not deposited — due within 5 business days,
//      by Tuesday 23 February (17, 18, 19, 22, 23); more than the bond covers;
//   E  "Lobby joinery" (NZ, naming a QBE guarantee of $100,000.00 to 1 March 2027): $1,000.00 withheld
//      and deposited on 19 February 2027 — the guarantee expires within 30 days, then expires.
// The ANZ account's latest reconciliation (statement of 19 February) found the bank $1.00 short.
// Every figure below is worked by hand from those; the internal report's JSON, PDF and CSV, and the
// dashboard's tasks, state them. Another account, the payee and a member without account-wide
// rights read nothing of it.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { parseCsv } from '@/lib/domain/csv';
import { formatMoney } from '@/lib/domain/money-format';
import * as reportRoute from '@/app/api/account/[acc]/retention_internal_report/route';
import * as pdfRoute from '@/app/api/account/[acc]/retention_internal_report/pdf/route';
import * as csvRoute from '@/app/api/account/[acc]/retention_internal_report/csv/route';
import * as tasksRoute from '@/app/api/dashboard/account/[acc]/tasks/route';
import * as ledgerRoute from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_ledger/route';
import { callRoute } from '../support/call-route';
import { download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { atInstant, aucklandMorning } from '../support/clock';
import { userOf } from '../support/contract-fixtures';
import { createAccountWithOwner } from '../support/factories';
import { pdfText } from '../support/pdf-read';
import { signInAs } from '../support/session';

let demo: CertDemo;
/** What the seed's certificate 1 withheld: its retention to date on the demo's NZS 3910 scale. */
const CERT1 = 12_382_00;
/** 50% of it at practical completion; the other $6,191.00 at the end of the defects period. */
const PC1 = 6_191_00;
const ids = { N: '', E: '', bondA: '', bondB: '' };
const money = (cents: number) => formatMoney(cents, { currency: 'NZD' });
const date = (iso: string) => new Date(`${iso}T00:00:00Z`);
const acc = () => ({ acc: demo.payer.acc });

type Task = {
  task_type: string;
  document: string;
  due_date: string | null;
  overdue: boolean;
  amount: number;
};
const RETENTION_TASKS = ['deposit_retention', 'release_retention', 'renew_retention_instrument'];
const retentionTasks = async (accountId: string): Promise<Task[]> =>
  (await callRoute(tasksRoute.GET, { params: { acc: accountId } })).body.tasks
    .filter((t: Task) => RETENTION_TASKS.includes(t.task_type))
    .map((t: Task) => ({
      task_type: t.task_type,
      document: t.document,
      due_date: t.due_date,
      overdue: t.overdue,
      amount: t.amount,
    }));

/** A cert contract of Harbour Build's with Kauri Interiors, naming `holding`, in the demo's projects. */
async function payerContract(
  name: string,
  where: { country: 'NZ' | 'AU'; region?: string; timeZone: string },
  holding: string,
) {
  const contract = await db().contract.create({
    data: {
      name,
      status: 'started',
      createdByAccountId: demo.payer.acc,
      payerAccountId: demo.payer.acc,
      payeeAccountId: demo.payee.acc,
      gstPercent: 15,
      ...where,
      placements: {
        create: [
          { accountId: demo.payer.acc, projectId: demo.payer.g, side: 'cert', retentionHoldingId: holding },
          { accountId: demo.payee.acc, projectId: demo.payee.g, side: 'claim' },
        ],
      },
    },
  });
  return contract.id;
}

beforeAll(async () => {
  demo = await seedCertDemo();
  const cert1 = await db().certificate.findFirstOrThrow({
    where: { contractId: demo.contract.id, number: 1 },
  });
  expect(Number(cert1.retentionToDate)).toBe(CERT1);
  await db().contract.update({ where: { id: demo.contract.id }, data: { pcdDate: date('2027-03-01') } });
  const bond = (provider: string, reference: string, cover: number, expires: string) =>
    db().retentionHolding.create({
      data: {
        accountId: demo.payer.acc,
        kind: 'instrument',
        provider,
        reference,
        coverAmount: BigInt(cover),
        startsOn: date('2026-07-01'),
        expiresOn: date(expires),
      },
    });
  ids.bondA = (await bond('Vero Insurance', 'RB-5', 5_000_00, '2027-06-30')).id;
  ids.bondB = (await bond('QBE', 'G-7', 100_000_00, '2027-03-01')).id;
  ids.N = await payerContract(
    'Level 5 fit-out',
    { country: 'AU', region: 'NSW', timeZone: 'Australia/Sydney' },
    ids.bondA,
  );
  ids.E = await payerContract('Lobby joinery', { country: 'NZ', timeZone: 'Pacific/Auckland' }, ids.bondB);
  // What their certificates withheld (a certificate's issue writes these), and E's deposit.
  await db().retentionLedgerEntry.createMany({
    data: [
      { contractId: ids.N, kind: 'withheld' as const, amount: 6_000_00n, occurredOn: date('2027-02-16') },
      { contractId: ids.E, kind: 'withheld' as const, amount: 1_000_00n, occurredOn: date('2027-02-19') },
      { contractId: ids.E, kind: 'deposited' as const, amount: 1_000_00n, occurredOn: date('2027-02-19') },
    ].map((e) => ({ ...e, accountId: demo.payer.acc })),
  });
  const anz = await db().retentionHolding.findFirstOrThrow({
    where: { accountId: demo.payer.acc, kind: 'trust_account' },
  });
  await db().retentionReconciliation.create({
    data: {
      accountId: demo.payer.acc,
      holdingId: anz.id,
      statementOn: date('2027-02-19'),
      statementBalance: BigInt(CERT1 - 100),
      ledgerBalance: BigInt(CERT1),
    },
  });
});

describe('the internal report on 20 February 2027', () => {
  it('states each contract’s balances, deposit due and releases due, as worked by hand', async () => {
    signInAs(demo.users.certifier);
    const res = await atInstant(aucklandMorning('2027-02-20'), () =>
      callRoute(reportRoute.GET, { params: acc() }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body;
    expect(r).toMatchObject({ account: 'Harbour Build Ltd', currency: 'NZD', made_on: '2027-02-20' });
    expect(r.contracts.map((c: { contract: { name: string } }) => c.contract.name)).toEqual([
      'Interior fit-out, Levels 1–4',
      'Level 5 fit-out',
      'Lobby joinery',
    ]);
    const [D, N, E] = r.contracts;
    expect(D).toMatchObject({
      payee: 'Kauri Interiors Ltd',
      scheme: 'nz_cca',
      holding: { kind: 'trust_account', label: 'Harbour Build Ltd Retention Trust Account (ANZ)' },
      balances: { withheld: CERT1, released: 0, used: 0, held: CERT1, deposited: CERT1, undeposited: 0 },
      undeposited: null,
      releases: [
        { kind: 'practical_completion', on: '2027-03-01', amount: PC1, overdue: false },
        { kind: 'defects_liability_end', on: '2028-02-29', amount: CERT1 - PC1, overdue: false },
      ],
    });
    expect(N).toMatchObject({
      scheme: 'nsw_sop',
      holding: { kind: 'instrument', label: 'Vero Insurance, RB-5' },
      balances: { withheld: 6_000_00, held: 6_000_00, deposited: 0, undeposited: 6_000_00 },
      undeposited: { amount: 6_000_00, since: '2027-02-16', due_on: '2027-02-23', overdue: false },
      releases: [],
    });
    expect(E).toMatchObject({
      scheme: 'nz_cca',
      balances: { withheld: 1_000_00, held: 1_000_00, deposited: 1_000_00, undeposited: 0 },
      undeposited: null,
    });
    expect(r.totals).toEqual({
      withheld: CERT1 + 7_000_00,
      released: 0,
      used: 0,
      held: CERT1 + 7_000_00,
      deposited: CERT1 + 1_000_00,
      undeposited: 6_000_00,
      deposit_overdue: 0,
      release_overdue: 0,
    });
    expect(r.instruments).toEqual([
      {
        id: ids.bondA,
        label: 'Vero Insurance, RB-5',
        expires_on: '2027-06-30',
        cover_amount: 5_000_00,
        contracts: 1,
        held: 6_000_00,
        problems: ['not_covering'],
      },
      {
        id: ids.bondB,
        label: 'QBE, G-7',
        expires_on: '2027-03-01',
        cover_amount: 100_000_00,
        contracts: 1,
        held: 1_000_00,
        problems: ['expiring'],
      },
    ]);
    expect(r.trust_accounts).toEqual([
      expect.objectContaining({
        label: 'Harbour Build Ltd Retention Trust Account (ANZ)',
        contracts: 1,
        deposited: CERT1,
        reconciliation: { statement_on: '2027-02-19', difference: -100, state: 'shortfall' },
      }),
    ]);
  });

  it('the PDF states the same figures', async () => {
    signInAs(demo.users.certifier);
    const pdf = await atInstant(aucklandMorning('2027-02-20'), () => download(pdfRoute.GET, acc()));
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const words = pdfText(pdf.bytes!).replace(/\s+/g, ' ').replace(/- /g, '-');
    for (const sentence of [
      'Retention internal report',
      `Across 3 contracts: withheld ${money(CERT1 + 7_000_00)}, released ${money(0)}, used ${money(0)}; held on trust ${money(CERT1 + 7_000_00)}, in the trust account ${money(CERT1 + 1_000_00)}, not yet deposited ${money(6_000_00)}.`,
      `Practical completion on 2027-03-01: ${money(PC1)} due.`,
      `End of the defects liability period on 2028-02-29: ${money(CERT1 - PC1)} due.`,
      'Not deposited since 2027-02-16; deposit due 2027-02-23.',
      `Vero Insurance, RB-5: covers ${money(5_000_00)} until 2027-06-30; holds ${money(6_000_00)} for 1 contract. Problem: covers less than is held.`,
      `QBE, G-7: covers ${money(100_000_00)} until 2027-03-01; holds ${money(1_000_00)} for 1 contract. Problem: expires within 30 days.`,
      `Latest reconciliation: bank statement of 2027-02-19, bank less ledger ${money(-100)}, shortfall.`,
    ])
      expect(words).toContain(sentence);
  });

  it('the CSV has a row per contract with the same figures, and a total', async () => {
    signInAs(demo.users.certifier);
    const csv = await atInstant(aucklandMorning('2027-02-20'), () => download(csvRoute.GET, acc()));
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    const { records, problems } = parseCsv(new TextDecoder().decode(csv.bytes!));
    expect(problems).toEqual([]);
    const [header, ...rows] = records.map((r) => r.fields);
    const row = (name: string) => {
      const found = rows.find((x) => x[1] === name || x[0] === name)!;
      return Object.fromEntries(header!.map((h, i) => [h, found[i]]));
    };
    const cents = (c: number) => (c / 100).toFixed(2);
    expect(row('Interior fit-out, Levels 1–4')).toMatchObject({
      Payee: 'Kauri Interiors Ltd',
      'Held on trust': cents(CERT1),
      'In the trust account': cents(CERT1),
      'Not yet deposited': '0.00',
      'Practical completion': '2027-03-01',
      'Due at practical completion': cents(PC1),
      'Practical completion release overdue': 'No',
      'Defects period end': '2028-02-29',
      'Due at end of defects period': cents(CERT1 - PC1),
      'Held in': 'Harbour Build Ltd Retention Trust Account (ANZ)',
      'Latest bank statement': '2027-02-19',
      'Bank less ledger': '-1.00',
      Reconciliation: 'shortfall',
    });
    expect(row('Level 5 fit-out')).toMatchObject({
      Scheme: 'nsw_sop',
      'Held on trust': '6000.00',
      'Not yet deposited': '6000.00',
      'Not deposited since': '2027-02-16',
      'Deposit due': '2027-02-23',
      'Deposit overdue': 'No',
      'Held in': 'Vero Insurance, RB-5',
      'Instrument cover': '5000.00',
      'Instrument problems': 'covers less than is held',
    });
    expect(row('Total')).toMatchObject({
      Withheld: cents(CERT1 + 7_000_00),
      'Held on trust': cents(CERT1 + 7_000_00),
      'In the trust account': cents(CERT1 + 1_000_00),
      'Not yet deposited': '6000.00',
    });
  });
});

describe('what needs you', () => {
  it('10 February: the PC release is 19 days off, beyond the 14 days: no release task yet', async () => {
    signInAs(demo.users.certifier);
    const tasks = await atInstant(aucklandMorning('2027-02-10'), () => retentionTasks(demo.payer.acc));
    expect(tasks.filter((t) => t.task_type === 'release_retention')).toEqual([]);
  });

  it('20 February: the deposit due on the 23rd, the PC release on 1 March, both instruments', async () => {
    signInAs(demo.users.certifier);
    const tasks = await atInstant(aucklandMorning('2027-02-20'), () => retentionTasks(demo.payer.acc));
    expect(tasks).toEqual([
      // Red first: the bond covers $5,000.00 of the $6,000.00 held.
      {
        task_type: 'renew_retention_instrument',
        document: 'Vero Insurance, RB-5: covers less than is held',
        due_date: '2027-06-30',
        overdue: true,
        amount: 6_000_00,
      },
      {
        task_type: 'deposit_retention',
        document: 'Retention not in the trust account since 2027-02-16',
        due_date: '2027-02-23',
        overdue: false,
        amount: 6_000_00,
      },
      {
        task_type: 'release_retention',
        document: 'Practical completion',
        due_date: '2027-03-01',
        overdue: false,
        amount: PC1,
      },
      {
        task_type: 'renew_retention_instrument',
        document: 'QBE, G-7: expires within 30 days',
        due_date: '2027-03-01',
        overdue: false,
        amount: 1_000_00,
      },
    ]);
    // The payee keeps no ledger: none of these are its.
    signInAs(demo.users.claimer);
    expect(await atInstant(aucklandMorning('2027-02-20'), () => retentionTasks(demo.payee.acc))).toEqual([]);
  });

  it('2 March: the deposit, the PC release and the expired guarantee are overdue; the report says so', async () => {
    signInAs(demo.users.certifier);
    await atInstant(aucklandMorning('2027-03-02'), async () => {
      const tasks = await retentionTasks(demo.payer.acc);
      expect(tasks.filter((t) => t.overdue).map((t) => [t.task_type, t.due_date, t.amount])).toEqual([
        ['deposit_retention', '2027-02-23', 6_000_00],
        ['release_retention', '2027-03-01', PC1],
        ['renew_retention_instrument', '2027-03-01', 1_000_00],
        ['renew_retention_instrument', '2027-06-30', 6_000_00],
      ]);
      const r = (await callRoute(reportRoute.GET, { params: acc() })).body;
      expect(r.contracts[0].releases[0]).toMatchObject({ amount: PC1, overdue: true });
      expect(r.contracts[1].undeposited).toMatchObject({ due_on: '2027-02-23', overdue: true });
      expect(r.instruments[1].problems).toEqual(['expired']);
      expect(r.totals).toMatchObject({ deposit_overdue: 6_000_00, release_overdue: PC1 });
    });
  });

  it('once the PC release is recorded, nothing is due at PC and its task is gone', async () => {
    signInAs(demo.users.certifier);
    await atInstant(aucklandMorning('2027-03-02'), async () => {
      const released = await callRoute(ledgerRoute.POST, {
        method: 'POST',
        params: demo.payer,
        body: { kind: 'released', amount: PC1, occurred_on: '2027-03-02', reference: 'PC release' },
      });
      expect(released.status, JSON.stringify(released.body)).toBe(201);
      const r = (await callRoute(reportRoute.GET, { params: acc() })).body;
      expect(r.contracts[0].releases).toEqual([
        expect.objectContaining({ kind: 'practical_completion', amount: 0, overdue: false }),
        expect.objectContaining({ kind: 'defects_liability_end', amount: CERT1 - PC1, overdue: false }),
      ]);
      const tasks = await retentionTasks(demo.payer.acc);
      expect(tasks.filter((t) => t.task_type === 'release_retention')).toEqual([]);
    });
  });
});

describe('who may read it', () => {
  it('another account, the payee and a member without account-wide rights get 403 and nothing', async () => {
    const other = await createAccountWithOwner('Elsewhere Ltd');
    for (const [user, params] of [
      [other.userId, acc()],
      [demo.users.claimer, acc()],
    ] as const) {
      signInAs(user);
      for (const handler of [reportRoute.GET, pdfRoute.GET, csvRoute.GET]) {
        const res = await download(handler, params);
        expect(res.status).toBe(403);
        expect(JSON.stringify(res.json)).not.toContain('Kauri');
      }
    }
    // In their own accounts they hold no one's retention: an empty report.
    signInAs(demo.users.claimer);
    const payeeOwn = await callRoute(reportRoute.GET, { params: { acc: demo.payee.acc } });
    expect(payeeOwn.status).toBe(200);
    expect(payeeOwn.body.contracts).toEqual([]);
    // A member whose rights come from projects or contracts only: 403.
    signInAs(await userOf(demo.payer.acc, 'none'));
    expect((await callRoute(reportRoute.GET, { params: acc() })).status).toBe(403);
  });

  it('account-wide view-only staff (directors) read it, and get no dashboard tasks to act on', async () => {
    signInAs(await userOf(demo.payer.acc, 'view'));
    await atInstant(aucklandMorning('2027-03-02'), async () => {
      const res = await callRoute(reportRoute.GET, { params: acc() });
      expect(res.status).toBe(200);
      expect(res.body.contracts).toHaveLength(3);
      expect(await retentionTasks(demo.payer.acc)).toEqual([]);
    });
  });
});
