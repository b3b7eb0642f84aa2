// Retention money held on trust (issue 31), the payer's side, on the seeded demo through the real
// route handlers: Harbour Build (payer, party A) holds the retention it withholds from Kauri
// Interiors (payee, party B) in a trust account (CCA 2002 s18E), keeps a ledger per payee and
// contract (s18FC) written in the same transaction as each certificate's issue (s18C: on trust
// from withholding), records deposits and releases, and corrects by reversal, never by edit.
// A New Zealand certificate that withholds retention is not issued while the contract names
// nowhere to hold it. Another account, the payee and a viewer get nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { RETENTION_NOWHERE } from '@/lib/server/certs/assert-retention-held';
import * as holdingsRoute from '@/app/api/account/[acc]/retention_holdings/route';
import * as holdingRoute from '@/app/api/account/[acc]/retention_holdings/[holding]/route';
import * as contractHolding from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_holding/route';
import * as certCheck from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/issue_check/route';
import * as tasksRoute from '@/app/api/dashboard/account/[acc]/tasks/route';
import * as ledgerRoute from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention_ledger/route';
import { callRoute } from '../support/call-route';
import { certRoutes as R, download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { pdfText } from '../support/pdf-read';
import { formatMoney } from '@/lib/domain/money-format';
import { createAccountWithOwner } from '../support/factories';

let demo: CertDemo;
const money = (cents: number) => formatMoney(cents, { currency: 'NZD' });
/** Certificate 1 of the seed withheld this much (its retention to date), deposited two days later. */
let CERT1_RETAINED: number;

beforeAll(async () => {
  demo = await seedCertDemo();
  const cert1 = await db().certificate.findFirstOrThrow({
    where: { contractId: demo.contract.id, number: 1 },
  });
  CERT1_RETAINED = Number(cert1.retentionToDate);
});

const ledger = () => callRoute(ledgerRoute.GET, { params: demo.payer });
const record = (body: unknown) => callRoute(ledgerRoute.POST, { method: 'POST', params: demo.payer, body });
const TRUST = {
  kind: 'trust_account',
  bank_name: 'BNZ',
  account_name: 'Harbour Build Ltd Retention Trust Account No 2',
  account_number: '02-0100-0123456-000',
  bank_notified_on: '2026-11-02',
};

describe('where the money is held', () => {
  it('the payer records trust accounts and instruments; bad ones are 422 and write nothing', async () => {
    signInAs(demo.users.certifier);
    const created = await callRoute(holdingsRoute.POST, {
      method: 'POST',
      params: { acc: demo.payer.acc },
      body: TRUST,
    });
    expect(created.status).toBe(201);
    expect(created.body.holding).toMatchObject({
      kind: 'trust_account',
      label: `${TRUST.account_name} (BNZ)`,
    });
    const instrument = await callRoute(holdingsRoute.POST, {
      method: 'POST',
      params: { acc: demo.payer.acc },
      body: {
        kind: 'instrument',
        provider: 'Vero Insurance',
        reference: 'RB-20931',
        cover_amount: '250,000.00',
        starts_on: '2026-07-01',
        expires_on: '2027-06-30',
      },
    });
    expect(instrument.status).toBe(201);
    expect(instrument.body.holding.cover_amount).toBe(250_000_00);
    const before = await db().retentionHolding.count();
    for (const body of [
      { ...TRUST, account_name: 'Harbour Build operating account' }, // not named as a trust account
      { ...TRUST, bank_notified_on: '2026-02-30' },
      {
        kind: 'instrument',
        provider: 'Vero',
        reference: 'X',
        cover_amount: -5,
        starts_on: '2026-07-01',
        expires_on: '2027-06-30',
      },
      {
        kind: 'instrument',
        provider: 'Vero',
        reference: 'X',
        cover_amount: 100,
        starts_on: '2027-07-01',
        expires_on: '2027-06-30',
      },
      { kind: 'cash_under_the_bed' },
      { ...TRUST, extra: true },
    ]) {
      const res = await callRoute(holdingsRoute.POST, {
        method: 'POST',
        params: { acc: demo.payer.acc },
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    expect(await db().retentionHolding.count()).toBe(before);
    const list = await callRoute(holdingsRoute.GET, { params: { acc: demo.payer.acc } });
    // The seed's trust account (named by the demo contract) and the two above.
    expect(
      list.body.holdings.map((h: { label: string; contracts: number }) => [h.label, h.contracts]),
    ).toEqual([
      ['Harbour Build Ltd Retention Trust Account (ANZ)', 1],
      [`${TRUST.account_name} (BNZ)`, 0],
      ['Vero Insurance, RB-20931', 0],
    ]);
  });

  it('a holding a contract names cannot be deleted (409); an unused one can', async () => {
    signInAs(demo.users.certifier);
    const { holdings } = (await callRoute(holdingsRoute.GET, { params: { acc: demo.payer.acc } })).body;
    const used = holdings.find((h: { contracts: number }) => h.contracts === 1);
    const res = await callRoute(holdingRoute.DELETE, {
      method: 'DELETE',
      params: { acc: demo.payer.acc, holding: used.id },
    });
    expect(res.status).toBe(409);
    const spare = holdings.find((h: { kind: string }) => h.kind === 'instrument');
    const gone = await callRoute(holdingRoute.DELETE, {
      method: 'DELETE',
      params: { acc: demo.payer.acc, holding: spare.id },
    });
    expect(gone.status).toBe(200);
    expect(await db().retentionHolding.findUnique({ where: { id: spare.id } })).toBeNull();
  });

  it('another account, the payee and a viewer get 403/404 and nothing', async () => {
    const other = await createAccountWithOwner('Elsewhere Ltd');
    const seedHolding = await db().retentionHolding.findFirstOrThrow({
      where: { accountId: demo.payer.acc },
    });
    signInAs(other.userId);
    expect((await callRoute(holdingsRoute.GET, { params: { acc: demo.payer.acc } })).status).toBe(403);
    expect((await callRoute(ledgerRoute.GET, { params: demo.payer })).status).toBe(403);
    const theirs = await callRoute(holdingsRoute.GET, { params: { acc: other.accountId } });
    expect(theirs.body.holdings).toEqual([]);
    const put = await callRoute(holdingRoute.PUT, {
      method: 'PUT',
      params: { acc: other.accountId, holding: seedHolding.id },
      body: TRUST,
    });
    expect(put.status).toBe(404);
    // The payee (Kauri) on its own side of the same contract: the payer keeps the ledger.
    signInAs(demo.users.claimer);
    expect((await callRoute(ledgerRoute.GET, { params: demo.payee })).status).toBe(403);
    expect(
      (await callRoute(ledgerRoute.GET, { params: { ...demo.payee, acc: demo.payer.acc } })).status,
    ).toBe(403);
    signInAs(demo.users.viewer);
    expect((await callRoute(ledgerRoute.GET, { params: demo.payee })).status).toBe(403);
    expect(await db().retentionHolding.findUniqueOrThrow({ where: { id: seedHolding.id } })).toMatchObject({
      bankName: 'ANZ',
    });
  });
});

describe('the ledger', () => {
  it('starts from the seed: certificate 1 withheld, deposited two days later', async () => {
    signInAs(demo.users.certifier);
    const res = await ledger();
    expect(res.status).toBe(200);
    expect(res.body.holding.label).toBe('Harbour Build Ltd Retention Trust Account (ANZ)');
    expect(
      res.body.entries.map((e: { kind: string; amount: number; certificate_number: number | null }) => [
        e.kind,
        e.amount,
        e.certificate_number,
      ]),
    ).toEqual([
      ['withheld', CERT1_RETAINED, 1],
      ['deposited', CERT1_RETAINED, null],
    ]);
    expect(res.body.balances).toEqual({
      withheld: CERT1_RETAINED,
      released: 0,
      used: 0,
      deposited: 0 + CERT1_RETAINED,
      held: CERT1_RETAINED,
      undeposited: 0,
      undeposited_since: null,
    });
  });

  it('refuses, writing nothing: a deposit above what is held, one in the future, nothing, a reversal of a certificate’s entry', async () => {
    signInAs(demo.users.certifier);
    const before = await db().retentionLedgerEntry.count();
    const withheld = (await ledger()).body.entries[0];
    const cases: [unknown, string][] = [
      [{ kind: 'deposited', amount: 1, occurred_on: '2026-11-01' }, 'amount'],
      [{ kind: 'released', amount: CERT1_RETAINED + 1, occurred_on: '2026-11-01' }, 'amount'],
      [{ kind: 'deposited', amount: 100, occurred_on: '2099-01-01' }, 'occurred_on'],
      [{ kind: 'deposited', amount: 0, occurred_on: '2026-11-01' }, 'amount'],
      [{ kind: 'deposited', amount: -100, occurred_on: '2026-11-01' }, 'amount'],
      [{ kind: 'reversal', reverses_id: withheld.id, occurred_on: '2026-11-01' }, 'reverses_id'],
      [{ kind: 'used', amount: 100, occurred_on: '2026-11-01' }, 'notice_id'],
    ];
    for (const [body, field] of cases) {
      const res = await record(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(
        res.body.errors.map((e: { field?: string }) => e.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(await db().retentionLedgerEntry.count()).toBe(before);
  });

  it('a release on its own comes out of the deposit; its reversal puts it back as if never written', async () => {
    signInAs(demo.users.certifier);
    const released = await record({
      kind: 'released',
      amount: 1_000_00,
      occurred_on: '2026-11-20',
      reference: 'Agreed early release',
    });
    expect(released.status).toBe(201);
    expect(released.body.balances).toMatchObject({
      released: 1_000_00,
      held: CERT1_RETAINED - 1_000_00,
      deposited: CERT1_RETAINED - 1_000_00,
      undeposited: 0,
    });
    const entry = released.body.entries.at(-1);
    // A correction cannot come before what it corrects.
    const early = await record({ kind: 'reversal', reverses_id: entry.id, occurred_on: '2026-11-19' });
    expect(early.status).toBe(422);
    expect(early.body.errors[0].field).toBe('occurred_on');
    const reversed = await record({ kind: 'reversal', reverses_id: entry.id, occurred_on: '2026-11-21' });
    expect(reversed.status).toBe(201);
    expect(reversed.body.balances).toMatchObject({
      released: 0,
      held: CERT1_RETAINED,
      deposited: CERT1_RETAINED,
    });
    expect(reversed.body.entries.find((e: { id: string }) => e.id === entry.id).reversed_by).toBe(
      reversed.body.entries.at(-1).id,
    );
    const again = await record({ kind: 'reversal', reverses_id: entry.id, occurred_on: '2026-11-21' });
    expect(again.status).toBe(422);
  });
});

describe('issuing a certificate', () => {
  it('is refused while a New Zealand contract names nowhere to hold what it withholds, and says where to put it right', async () => {
    signInAs(demo.users.certifier);
    const named = await callRoute(contractHolding.PUT, {
      method: 'PUT',
      params: demo.payer,
      body: { holding_id: null },
    });
    expect(named.status).toBe(200);
    const started = await callRoute(R.list.POST, { params: demo.payerClaim, body: {} });
    expect(started.status).toBe(201);
    const certId = started.body.cert.cert_id as string;
    const check = await callRoute(certCheck.GET, { params: demo.cert(certId) });
    expect(check.body.errors).toContainEqual(
      expect.objectContaining({
        field: 'retention_holding',
        message: RETENTION_NOWHERE,
        link: expect.stringContaining('/retention'),
      }),
    );
    const refused = await callRoute(R.issue.POST, {
      params: demo.cert(certId),
      body: { to_contacts: [], subject: '', attachments: [], has_email_service: false },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toContain('retention_holding');
    expect(await db().certificate.findUniqueOrThrow({ where: { id: certId } })).toMatchObject({
      status: 'draft',
    });
  });

  it('writes what it withholds in the ledger in its own transaction, leaving it undeposited since its day', async () => {
    signInAs(demo.users.certifier);
    const seedHolding = await db().retentionHolding.findFirstOrThrow({
      where: { accountId: demo.payer.acc, bankName: 'ANZ' },
    });
    const named = await callRoute(contractHolding.PUT, {
      method: 'PUT',
      params: demo.payer,
      body: { holding_id: seedHolding.id },
    });
    expect(named.status).toBe(200);
    // No approval steps: sending approves at once.
    await db().approvalWorkflow.deleteMany({ where: { contractId: demo.contract.id } });
    const cert = await db().certificate.findFirstOrThrow({ where: { claimId: demo.claim2 } });
    expect((await callRoute(R.send.POST, { params: demo.cert(cert.id), body: {} })).status).toBe(200);
    const issued = await callRoute(R.issue.POST, {
      params: demo.cert(cert.id),
      body: { has_email_service: false },
    });
    expect(issued.status, JSON.stringify(issued.body.errors)).toBe(200);
    const after = await db().certificate.findUniqueOrThrow({ where: { id: cert.id } });
    const withheld = Number(after.retentionToDate) - CERT1_RETAINED;
    expect(withheld).toBeGreaterThan(0);
    const res = await ledger();
    const servedOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
      after.servedAt!,
    );
    expect(res.body.entries.at(-1)).toMatchObject({
      kind: 'withheld',
      amount: withheld,
      certificate_number: after.number,
      occurred_on: servedOn,
    });
    expect(res.body.balances).toMatchObject({
      withheld: Number(after.retentionToDate),
      held: Number(after.retentionToDate),
      deposited: CERT1_RETAINED,
      undeposited: withheld,
      undeposited_since: servedOn,
    });
    // Its PDF says what it withheld, what is now held for the payee and where: the ledger's figures.
    const pdf = await download(R.pdf.GET, demo.cert(cert.id));
    const words = pdfText(pdf.bytes!).replace(/\s+/g, ' ');
    expect(words).toContain(`Retention withheld by this certificate: ${money(withheld)}.`);
    expect(words).toContain(
      `Retention held on trust for Kauri Interiors Ltd under this contract: ${money(res.body.balances.held)}, held in Harbour Build Ltd Retention Trust Account (ANZ).`,
    );
  });

  it('what is not yet deposited is a task on the payer’s dashboard until it is deposited', async () => {
    signInAs(demo.users.certifier);
    const { balances } = (await ledger()).body;
    const deposit = (tasks: { task_type: string }[]) =>
      tasks.filter((t) => t.task_type === 'deposit_retention');
    const before = await callRoute(tasksRoute.GET, { params: { acc: demo.payer.acc } });
    expect(deposit(before.body.tasks)).toEqual([
      expect.objectContaining({
        contract_id: demo.contract.id,
        amount: balances.undeposited,
        due_date: balances.undeposited_since,
        href: expect.stringContaining('/retention'),
      }),
    ]);
    // The payee has no such task: the payer keeps the money.
    signInAs(demo.users.claimer);
    expect(
      deposit((await callRoute(tasksRoute.GET, { params: { acc: demo.payee.acc } })).body.tasks),
    ).toEqual([]);
    signInAs(demo.users.certifier);
    const deposited = await record({
      kind: 'deposited',
      amount: balances.undeposited,
      occurred_on: balances.undeposited_since,
      reference: 'DEP 2',
    });
    expect(deposited.status).toBe(201);
    expect(deposited.body.balances).toMatchObject({ undeposited: 0, undeposited_since: null });
    expect(
      deposit((await callRoute(tasksRoute.GET, { params: { acc: demo.payer.acc } })).body.tasks),
    ).toEqual([]);
  });
});
