// Reconciling a retention trust account (issue 31; CCA 2002 s18E, s18FC), through the real route
// handlers: Harbour Build (payer) holds the retention of two contracts with Kauri Interiors (payee)
// in one trust account. The ledger balance of the account on a day is worked out by hand below; a
// typed bank balance balances or falls short (a red task on the payer's dashboard until explained);
// a bank statement CSV is imported once however often it is sent, its lines paid in are matched to
// the deposits, and its closing balance is reconciled. A file it cannot read, a day to come and an
// instrument are refused with nothing written; another account, the payee and a viewer get nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { countQueries, db } from '@/lib/db/client';
import * as holdingsRoute from '@/app/api/account/[acc]/retention_holdings/route';
import * as holdingRoute from '@/app/api/account/[acc]/retention_holdings/[holding]/route';
import * as reconciliationsRoute from '@/app/api/account/[acc]/retention_holdings/[holding]/reconciliations/route';
import * as explainRoute from '@/app/api/account/[acc]/retention_holdings/[holding]/reconciliations/[id]/route';
import * as bankLinesRoute from '@/app/api/account/[acc]/retention_holdings/[holding]/bank_lines/route';
import * as matchRoute from '@/app/api/account/[acc]/retention_holdings/[holding]/bank_lines/match/route';
import * as ledgerRoute from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_ledger/route';
import * as tasksRoute from '@/app/api/dashboard/account/[acc]/tasks/route';
import { accountLedgerBalance } from '@/lib/server/retention-trust/account-ledger-balance';
import { callRoute } from '../support/call-route';
import { callUpload } from '../support/call-upload';
import { projectOf, userOf } from '../support/contract-fixtures';
import { createAccountWithOwner } from '../support/factories';

type Party = Awaited<ReturnType<typeof createAccountWithOwner>>;
let payer: Party;
let payee: Party;
let other: Party;
let viewer: string;
let trust: string;
let instrument: string;
const contracts: Record<'A' | 'B', { acc: string; g: string; c: string }> = {} as never;

const acc = () => ({ acc: payer.accountId });
const at = (holding = trust) => ({ ...acc(), holding });
const reconcile = (body: unknown, params = at()) =>
  callRoute(reconciliationsRoute.POST, { method: 'POST', params, body });
const reconciliations = (params = at()) => callRoute(reconciliationsRoute.GET, { params });
const explain = (id: string, explanation: unknown, params = at()) =>
  callRoute(explainRoute.PUT, { method: 'PUT', params: { ...params, id }, body: { explanation } });
const upload = (text: string, params = at()) =>
  callUpload(bankLinesRoute.POST, {
    params,
    file: { bytes: new TextEncoder().encode(text), name: 'statement.csv', type: 'text/csv' },
  });
const record = (contract: 'A' | 'B', body: unknown) =>
  callRoute(ledgerRoute.POST, { method: 'POST', params: contracts[contract], body });
const shortfallTasks = async (accountId = payer.accountId) =>
  (await callRoute(tasksRoute.GET, { params: { acc: accountId } })).body.tasks.filter(
    (t: { task_type: string }) => t.task_type === 'explain_trust_shortfall',
  );
const counts = async () => ({
  lines: await db().retentionBankLine.count(),
  reconciliations: await db().retentionReconciliation.count(),
  entries: await db().retentionLedgerEntry.count(),
});

/** A cert contract of the payer with Kauri Interiors as payee, in a project of each. */
async function payerContract(name: string, payerProject: string, payeeProject: string) {
  const contract = await db().contract.create({
    data: {
      name,
      createdByAccountId: payer.accountId,
      payerAccountId: payer.accountId,
      payeeAccountId: payee.accountId,
      country: 'NZ',
      gstPercent: 15,
      timeZone: 'Pacific/Auckland',
      placements: {
        create: [
          { accountId: payer.accountId, projectId: payerProject, side: 'cert', retentionHoldingId: trust },
          { accountId: payee.accountId, projectId: payeeProject, side: 'claim' },
        ],
      },
    },
  });
  return { acc: payer.accountId, g: payerProject, c: contract.id };
}

beforeAll(async () => {
  payer = await createAccountWithOwner('Harbour Build');
  payee = await createAccountWithOwner('Kauri Interiors');
  other = await createAccountWithOwner('Elsewhere Ltd');
  viewer = await userOf(payer.accountId, 'view');
  signInAs(payer.userId);
  const held = await callRoute(holdingsRoute.POST, {
    method: 'POST',
    params: acc(),
    body: {
      kind: 'trust_account',
      bank_name: 'BNZ',
      account_name: 'Harbour Build Ltd Retention Trust Account',
      account_number: '02-0100-0123456-000',
      bank_notified_on: '2025-02-01',
    },
  });
  trust = held.body.holding.id;
  const bond = await callRoute(holdingsRoute.POST, {
    method: 'POST',
    params: acc(),
    body: {
      kind: 'instrument',
      provider: 'Vero Insurance',
      reference: 'RB-1',
      cover_amount: 100_000_00,
      starts_on: '2025-01-01',
      expires_on: '2026-12-31',
    },
  });
  instrument = bond.body.holding.id;
  const [payerProject, payeeProject] = [await projectOf(payer.accountId), await projectOf(payee.accountId)];
  contracts.A = await payerContract('Level 3 fit-out', payerProject.id, payeeProject.id);
  contracts.B = await payerContract('Level 4 fit-out', payerProject.id, payeeProject.id);
  // What the contracts' certificates withheld (a certificate's issue writes these entries).
  await db().retentionLedgerEntry.createMany({
    data: [
      { contract: 'A', amount: 10_000_00, on: '2025-03-02' },
      { contract: 'B', amount: 4_250_00, on: '2025-03-05' },
    ].map((w) => ({
      accountId: payer.accountId,
      contractId: contracts[w.contract as 'A' | 'B'].c,
      kind: 'withheld' as const,
      amount: BigInt(w.amount),
      occurredOn: new Date(`${w.on}T00:00:00Z`),
    })),
  });
  for (const [contract, body] of [
    ['A', { kind: 'deposited', amount: '10,000.00', occurred_on: '2025-03-04', reference: 'RET-A1' }],
    ['B', { kind: 'deposited', amount: 4_000_00, occurred_on: '2025-03-09', reference: 'RET-B1' }],
    ['A', { kind: 'released', amount: 2_500_00, occurred_on: '2025-03-20', reference: 'Early release' }],
  ] as const) {
    const res = await record(contract, body);
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  }
});

describe('the ledger balance of a trust account on a day', () => {
  // By hand: A withheld 10,000.00 (2 Mar), deposited it (4 Mar), released 2,500.00 (20 Mar) — paid
  // from the deposit; B withheld 4,250.00 (5 Mar), deposited 4,000.00 (9 Mar).
  it.each([
    ['2025-03-01', 0],
    ['2025-03-04', 10_000_00],
    ['2025-03-10', 10_000_00 + 4_000_00],
    ['2025-03-25', 10_000_00 - 2_500_00 + 4_000_00],
  ])('on %s: %d cents', async (day, expected) => {
    expect(await accountLedgerBalance(db(), payer.accountId, trust, day)).toBe(expected);
  });

  it('counts only the contracts that name the account, in one statement for all of them', async () => {
    expect(await accountLedgerBalance(db(), payer.accountId, instrument, '2025-03-25')).toBe(0);
    const counted = await countQueries(() =>
      accountLedgerBalance(db(), payer.accountId, trust, '2025-03-25'),
    );
    expect(counted).toEqual({ result: 11_500_00, queries: 1 });
  });
});

describe('a typed reconciliation', () => {
  it('balances when the bank agrees with the ledger', async () => {
    signInAs(payer.userId);
    const res = await reconcile({ statement_on: '2025-03-10', statement_balance: '14,000.00' });
    expect(res.status).toBe(201);
    expect(res.body.reconciliation).toMatchObject({
      statement_on: '2025-03-10',
      statement_balance: 14_000_00,
      ledger_balance: 14_000_00,
      difference: 0,
      state: 'balanced',
      from_bank_lines: false,
      explanation: null,
    });
    expect(await shortfallTasks()).toEqual([]);
  });

  it('falls short when the bank holds less: a red task on the payer’s dashboard until explained', async () => {
    signInAs(payer.userId);
    const res = await reconcile({ statement_on: '2025-03-25', statement_balance: 11_400_00 });
    expect(res.status).toBe(201);
    const short = res.body.reconciliation;
    expect(short).toMatchObject({ ledger_balance: 11_500_00, difference: -100_00, state: 'shortfall' });
    const list = await reconciliations();
    expect(list.status).toBe(200);
    expect(
      list.body.reconciliations.map((r: { statement_on: string; state: string }) => [
        r.statement_on,
        r.state,
      ]),
    ).toEqual([
      ['2025-03-25', 'shortfall'],
      ['2025-03-10', 'balanced'],
    ]);
    expect(await shortfallTasks()).toEqual([
      expect.objectContaining({
        document: 'Harbour Build Ltd Retention Trust Account (BNZ)',
        amount: 100_00,
        due_date: '2025-03-25',
        overdue: true,
        contract_id: null,
        href: `/manage-account/retention-trust/${trust}?account_id=${payer.accountId}`,
      }),
    ]);
    // Not the payee's, nor a viewer's to act on.
    signInAs(payee.userId);
    expect(await shortfallTasks(payee.accountId)).toEqual([]);
    signInAs(viewer);
    expect(await shortfallTasks()).toEqual([]);

    signInAs(payer.userId);
    expect((await explain(short.id, '   ')).status).toBe(422);
    expect((await explain(short.id, 'x'.repeat(1001))).status).toBe(422);
    const explained = await explain(
      short.id,
      'Bank fee of $100 taken in error; refund asked for on 26 March.',
    );
    expect(explained.status).toBe(200);
    expect(explained.body.reconciliation).toMatchObject({
      state: 'explained',
      difference: -100_00,
      explanation: 'Bank fee of $100 taken in error; refund asked for on 26 March.',
      explained_at: expect.any(String),
    });
    expect(await shortfallTasks()).toEqual([]);
    // The explanation stands as recorded; a balanced reconciliation has nothing to explain.
    expect((await explain(short.id, 'Something else')).status).toBe(409);
    const balanced = list.body.reconciliations[1];
    expect((await explain(balanced.id, 'Nothing')).status).toBe(422);
  });

  it('refuses a day still to come, a missing balance and a negative one, writing nothing', async () => {
    signInAs(payer.userId);
    const before = await counts();
    for (const [body, field] of [
      [{ statement_on: '2099-01-01', statement_balance: 1_00 }, 'statement_on'],
      [{ statement_on: '2025-02-30', statement_balance: 1_00 }, 'statement_on'],
      [{ statement_on: '2025-03-10' }, 'statement_balance'],
      [{ statement_on: '2025-03-10', statement_balance: '-5.00' }, 'statement_balance'],
      [{ statement_on: '2025-03-10', statement_balance: 1_00, ledger_balance: 1_00 }, undefined],
    ] as const) {
      const res = await reconcile(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      if (field) expect(res.body.errors.map((e: { field?: string }) => e.field)).toContain(field);
    }
    expect(await counts()).toEqual(before);
  });
});

const STATEMENT = [
  'Date,Amount,Payee,Particulars,Code,Reference,Tran Type,Balance',
  '04/03/2025,"10,000.00",Harbour Build,RETENTION,,RET-A1,DC,10000.00',
  '09/03/2025,4000.00,Harbour Build,RETENTION,,RET-B1,DC,14000.00',
  '12/03/2025,250.00,Harbour Build,RETENTION,,B-TOPUP,DC,14250.00',
  '20/03/2025,-2500.00,Kauri Interiors,RELEASE,,,DD,11750.00',
  '31/03/2025,1.25,,INTEREST,,,INT,11751.25',
].join('\r\n');

describe('a bank statement imported', () => {
  it('stores its lines, matches the deposits, and reconciles its closing balance', async () => {
    signInAs(payer.userId);
    const res = await upload(STATEMENT);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      lines_in_file: 5,
      lines_new: 5,
      lines_already_there: 0,
      matched: 2,
      unmatched: 2,
      reconciliation: {
        statement_on: '2025-03-31',
        statement_balance: 11_751_25,
        ledger_balance: 11_500_00,
        difference: 251_25,
        state: 'surplus',
        from_bank_lines: true,
      },
    });
    const { body } = await callRoute(bankLinesRoute.GET, { params: at() });
    expect(
      body.lines.map(
        (l: {
          booked_on: string;
          amount: number;
          match: { contract_name: string; occurred_on: string } | null;
        }) => [l.booked_on, l.amount, l.match && [l.match.contract_name, l.match.occurred_on]],
      ),
    ).toEqual([
      ['2025-03-31', 1_25, null],
      ['2025-03-20', -2_500_00, null],
      ['2025-03-12', 250_00, null],
      ['2025-03-09', 4_000_00, ['Level 4 fit-out', '2025-03-09']],
      ['2025-03-04', 10_000_00, ['Level 3 fit-out', '2025-03-04']],
    ]);
    expect(body.unmatched_paid_in).toBe(2);
    // A surplus (interest, money not yet allocated) is no task.
    expect(await shortfallTasks()).toEqual([]);
  });

  it('imported again adds nothing: no line, no reconciliation', async () => {
    signInAs(payer.userId);
    const before = await counts();
    const res = await upload(STATEMENT);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      lines_in_file: 5,
      lines_new: 0,
      lines_already_there: 5,
      reconciliation: null,
    });
    expect(await counts()).toEqual(before);
  });

  it('matches a line once its deposit is recorded', async () => {
    signInAs(payer.userId);
    expect(
      (
        await record('B', {
          kind: 'deposited',
          amount: 250_00,
          occurred_on: '2025-03-12',
          reference: 'B TOPUP',
        })
      ).status,
    ).toBe(201);
    const res = await callRoute(matchRoute.POST, { method: 'POST', params: at() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ matched: 1, unmatched: 1 });
    const { body } = await callRoute(bankLinesRoute.GET, { params: at() });
    expect(body.lines.find((l: { amount: number }) => l.amount === 250_00).match).toMatchObject({
      contract_name: 'Level 4 fit-out',
      occurred_on: '2025-03-12',
      reference: 'B TOPUP',
    });
    // The reconciliations keep the ledger balance they found.
    const list = (await reconciliations()).body.reconciliations;
    expect(list[0]).toMatchObject({ statement_on: '2025-03-31', ledger_balance: 11_500_00 });
    // A deposit reversed since leaves its line unmatched, to find the deposit recorded in its place.
    const topUp = await db().retentionLedgerEntry.findFirstOrThrow({ where: { reference: 'B TOPUP' } });
    expect(
      (await record('B', { kind: 'reversal', reverses_id: topUp.id, occurred_on: '2025-03-13' })).status,
    ).toBe(201);
    const again = await callRoute(matchRoute.POST, { method: 'POST', params: at() });
    expect(again.body).toEqual({ matched: 0, unmatched: 2 });
    expect(await db().retentionBankLine.count({ where: { entryId: topUp.id } })).toBe(0);
    expect(
      (
        await record('B', {
          kind: 'deposited',
          amount: 250_00,
          occurred_on: '2025-03-12',
          reference: 'B-TOPUP',
        })
      ).status,
    ).toBe(201);
    expect((await callRoute(matchRoute.POST, { method: 'POST', params: at() })).body).toEqual({
      matched: 1,
      unmatched: 1,
    });
  });

  it('refuses a file it cannot read, naming the line and column, and writes nothing', async () => {
    signInAs(payer.userId);
    const before = await counts();
    const cases: [string, string][] = [
      ['Date,Amount\r\n05/04/2025,12.00\r\n06/04/2025,twelve\r\n', 'Line 3, column "Amount"'],
      ['Date,Amount\r\n31/02/2025,12.00\r\n', 'Line 2, column "Date"'],
      ['Date,Amount\r\n01/01/2099,12.00\r\n', 'Line 2, column "Date"'],
      ['Day,Value\r\n05/04/2025,12.00\r\n', 'Line 1: No heading row'],
    ];
    for (const [text, where] of cases) {
      const res = await upload(text);
      expect(res.status, text).toBe(422);
      expect(res.body.errors[0].message).toContain(where);
    }
    const binary = await callUpload(bankLinesRoute.POST, {
      params: at(),
      file: { bytes: Uint8Array.from([0xff, 0xfe, 0x00, 0x41]), name: 'statement.csv', type: 'text/csv' },
    });
    expect(binary.status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('keeps a trust account with bank lines and reconciliations from being deleted (409)', async () => {
    signInAs(payer.userId);
    await db().contractPlacement.updateMany({
      where: { retentionHoldingId: trust },
      data: { retentionHoldingId: null },
    });
    const res = await callRoute(holdingRoute.DELETE, { method: 'DELETE', params: at() });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].message).toContain('s18FC');
    await db().contractPlacement.updateMany({
      where: { accountId: payer.accountId, side: 'cert' },
      data: { retentionHoldingId: trust },
    });
  });
});

describe('who may reconcile', () => {
  it('an instrument is not reconciled (422), and nothing is written', async () => {
    signInAs(payer.userId);
    const before = await counts();
    expect(
      (await reconcile({ statement_on: '2025-03-10', statement_balance: 1_00 }, at(instrument))).status,
    ).toBe(422);
    expect((await reconciliations(at(instrument))).status).toBe(422);
    expect((await upload(STATEMENT, at(instrument))).status).toBe(422);
    expect((await callRoute(bankLinesRoute.GET, { params: at(instrument) })).status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('another account gets 403 on the payer’s path and 404 on its own, and nothing', async () => {
    const before = await counts();
    signInAs(other.userId);
    expect((await reconciliations()).status).toBe(403);
    expect((await reconcile({ statement_on: '2025-03-10', statement_balance: 1_00 })).status).toBe(403);
    const theirs = { acc: other.accountId, holding: trust };
    expect((await reconciliations(theirs)).status).toBe(404);
    expect((await reconcile({ statement_on: '2025-03-10', statement_balance: 1_00 }, theirs)).status).toBe(
      404,
    );
    expect((await upload(STATEMENT, theirs)).status).toBe(404);
    expect((await callRoute(bankLinesRoute.GET, { params: theirs })).status).toBe(404);
    expect((await callRoute(matchRoute.POST, { method: 'POST', params: theirs })).status).toBe(404);
    const one = await db().retentionReconciliation.findFirstOrThrow({ where: { holdingId: trust } });
    expect((await explain(one.id, 'Mine now', theirs)).status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('the payee of the contracts sees nothing of the payer’s trust account (403/404)', async () => {
    signInAs(payee.userId);
    expect((await reconciliations()).status).toBe(403);
    expect((await reconciliations({ acc: payee.accountId, holding: trust })).status).toBe(404);
    expect(
      (await callRoute(bankLinesRoute.GET, { params: { acc: payee.accountId, holding: trust } })).status,
    ).toBe(404);
  });

  it('a viewer of the payer reads, but does not reconcile, import or explain (403)', async () => {
    const before = await counts();
    signInAs(viewer);
    expect((await reconciliations()).status).toBe(200);
    expect((await reconcile({ statement_on: '2025-03-10', statement_balance: 1_00 })).status).toBe(403);
    expect((await upload(STATEMENT)).status).toBe(403);
    expect((await callRoute(matchRoute.POST, { method: 'POST', params: at() })).status).toBe(403);
    const one = await db().retentionReconciliation.findFirstOrThrow({ where: { holdingId: trust } });
    expect((await explain(one.id, 'Viewed')).status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
