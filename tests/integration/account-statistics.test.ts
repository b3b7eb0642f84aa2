// GET /api/account/{acc}/statistics (spec §7): the account's contracts, claims and certificates by
// state and the money in the issued ones. The figures below are worked out by hand from the rows
// this file writes; each side sees only what its contract pages show it.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { countQueries, db } from '@/lib/db/client';
import type { CertStatus, ClaimStatus, ContractStatus } from '@/lib/db/generated/enums';
import { GET as statisticsRoute } from '@/app/api/account/[acc]/statistics/route';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { addMember } from '../support/members';
import { seedClaimsDemo } from '../support/claims-demo';

type Owner = Awaited<ReturnType<typeof createAccountWithOwner>>;

async function project(accountId: string) {
  return db().project.create({
    data: { accountId, name: 'Stats project', timeZone: 'Pacific/Auckland', gstPercent: 15 },
  });
}

/** A contract between two parties; each party on ClaimCert is placed on its side in a project of its own. */
async function contract(opts: {
  status: ContractStatus;
  payee: Owner | null;
  payer: Owner | null;
  country?: 'NZ' | 'GB';
}) {
  const creator = (opts.payee ?? opts.payer)!;
  const placements = [];
  if (opts.payee) {
    const p = await project(opts.payee.accountId);
    placements.push({ accountId: opts.payee.accountId, projectId: p.id, side: 'claim' as const });
  }
  if (opts.payer) {
    const p = await project(opts.payer.accountId);
    placements.push({ accountId: opts.payer.accountId, projectId: p.id, side: 'cert' as const });
  }
  return db().contract.create({
    data: {
      name: `Contract ${opts.status}`,
      createdByAccountId: creator.accountId,
      payeeAccountId: opts.payee?.accountId ?? null,
      payerAccountId: opts.payer?.accountId ?? null,
      status: opts.status,
      country: opts.country ?? 'NZ',
      gstPercent: 15,
      timeZone: 'Pacific/Auckland',
      placements: { create: placements },
    },
  });
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A claim; issued ones carry their frozen figures (gross to date, total incl. GST). */
async function claim(
  contractId: string,
  number: number,
  status: ClaimStatus,
  figures?: { gross: number; total: number; cis?: 'registered' | 'unregistered'; labour?: number },
) {
  return db().claim.create({
    data: {
      contractId,
      number,
      name: `Payment Claim ${number}`,
      claimFrom: day('2026-09-01'),
      claimTo: day('2026-09-30'),
      claimDueDate: day('2026-09-29'),
      certDueDate: day('2026-10-15'),
      paymentDueDate: day('2026-10-20'),
      status,
      ...(figures && {
        grossToDate: BigInt(figures.gross),
        totalIncludingGst: BigInt(figures.total),
        servedAt: new Date('2026-09-29T00:00:00Z'),
        cisStatus: figures.cis ?? 'not_applicable',
        labourElement: BigInt(figures.labour ?? 0),
      }),
    },
  });
}

async function cert(
  claimRow: { id: string; contractId: string },
  number: number,
  status: CertStatus,
  figures?: { gross: number; total: number; servedAt: string },
) {
  return db().certificate.create({
    data: {
      claimId: claimRow.id,
      contractId: claimRow.contractId,
      number: number,
      status,
      ...(figures && {
        grossToDate: BigInt(figures.gross),
        totalIncludingGst: BigInt(figures.total),
        servedAt: new Date(figures.servedAt),
      }),
    },
  });
}

let a: Owner; // Kōwhai Fitout: the account whose statistics are read
let b: Owner; // its head contractor on C1, and payee of nothing
let aud: Owner; // an Australian subcontractor A certifies, in AUD

beforeAll(async () => {
  a = await createAccountWithOwner('Kowhai Fitout');
  b = await createAccountWithOwner('Totara Build');
  aud = await createAccountWithOwner('Wattle Linings');
  await db().account.update({ where: { id: aud.accountId }, data: { currency: 'AUD', country: 'AU' } });

  // C1: A claims from B. Claims 1 certified, 2 issued, 3 in review, 4 draft. B's certificates:
  // 1 issued (visible to A), 2 draft (not).
  const c1 = await contract({ status: 'started', payee: a, payer: b });
  const c1claim1 = await claim(c1.id, 1, 'certified', { gross: 10_000_000, total: 11_500_000 });
  const c1claim2 = await claim(c1.id, 2, 'issued', { gross: 25_000_000, total: 17_250_000 });
  await claim(c1.id, 3, 'review');
  await claim(c1.id, 4, 'draft');
  await cert(c1claim1, 1, 'issued', {
    gross: 9_000_000,
    total: 10_350_000,
    servedAt: '2026-10-10T00:00:00Z',
  });
  await cert(c1claim2, 2, 'draft');

  // C2: A claims on a UK contract (CIS, registered: 20 % of the labour element is deducted) with a
  // payer not on ClaimCert. Claim 1 issued: total £1,200.00, labour £100.03 → deduction 2,000.6 c →
  // 2,001 c; amount 120,000 − 2,001 = 117,999 c. The contract is archived.
  const c2 = await contract({ status: 'archived', payee: a, payer: null, country: 'GB' });
  await claim(c2.id, 1, 'issued', { gross: 100_000, total: 120_000, cis: 'registered', labour: 10_003 });

  // C3: a draft claim contract with nothing on it.
  await contract({ status: 'draft', payee: a, payer: null });

  // C4: A certifies a payee not on ClaimCert (NZD, from the country). Claim 1 issued and certified
  // later by certificate 1; claim 2 issued, its certificate 2 pending; a draft claim 3 that A must
  // never count (a payer sees only served claims).
  const c4 = await contract({ status: 'started', payee: null, payer: a });
  const c4claim1 = await claim(c4.id, 1, 'certified', { gross: 5_000_000, total: 5_750_000 });
  const c4claim2 = await claim(c4.id, 2, 'issued', { gross: 8_000_000, total: 3_450_000 });
  await claim(c4.id, 3, 'draft');
  await cert(c4claim1, 1, 'issued', { gross: 4_000_000, total: 4_600_000, servedAt: '2026-10-12T00:00:00Z' });
  await cert(c4claim2, 2, 'pending');

  // C5: A certifies the Australian payee, in AUD: claim 1 issued, certificate 1 issued; then an
  // earlier certificate issued later on claim 1 would be the ledger's last — here certificate 2
  // answers claim 2 and is issued last, though numbered after: gross 2,500,000.
  const c5 = await contract({ status: 'finalised', payee: aud, payer: a });
  const c5claim1 = await claim(c5.id, 1, 'certified', { gross: 2_000_000, total: 2_300_000 });
  const c5claim2 = await claim(c5.id, 2, 'certified', { gross: 3_000_000, total: 1_150_000 });
  await cert(c5claim1, 1, 'issued', { gross: 1_800_000, total: 2_070_000, servedAt: '2026-10-01T00:00:00Z' });
  await cert(c5claim2, 2, 'issued', { gross: 2_500_000, total: 805_000, servedAt: '2026-11-01T00:00:00Z' });
});

const nzd = (cents: number) => [{ currency: 'NZD', cents }];

describe('GET /api/account/{acc}/statistics', () => {
  it('counts by state and adds the issued amounts, per currency, as worked out by hand', async () => {
    signInAs(a.userId);
    const res = await callRoute(statisticsRoute, { params: { acc: a.accountId } });
    expect(res.status).toBe(200);
    expect(res.body.currency).toBe('NZD');
    expect(res.body.contracts).toEqual([
      { status: 'draft', claim: 1, cert: 0 },
      { status: 'started', claim: 1, cert: 1 },
      { status: 'finalised', claim: 0, cert: 1 },
      { status: 'reopened', claim: 0, cert: 0 },
      { status: 'archived', claim: 1, cert: 0 },
    ]);
    // Its own claims: C1's four and C2's one. Issued: C1 #2 $172,500.00 + C2 #1 117,999 c.
    expect(res.body.claims.claim).toEqual([
      { status: 'draft', count: 1, amount: null },
      { status: 'review', count: 1, amount: null },
      { status: 'approved', count: 0, amount: null },
      { status: 'issued', count: 2, amount: nzd(17_250_000 + 117_999) },
      { status: 'certified', count: 1, amount: nzd(11_500_000) },
    ]);
    // Claims received: C4 (NZD) and C5 (AUD); C4's draft claim 3 is not there.
    expect(res.body.claims.cert).toEqual([
      { status: 'issued', count: 1, amount: nzd(3_450_000) },
      {
        status: 'certified',
        count: 3,
        amount: [
          { currency: 'NZD', cents: 5_750_000 },
          { currency: 'AUD', cents: 2_300_000 + 1_150_000 },
        ],
      },
    ]);
    // Its own certificates on C4 and C5.
    expect(res.body.certificates.cert).toEqual([
      { status: 'pending', count: 1, amount: null },
      { status: 'draft', count: 0, amount: null },
      { status: 'review', count: 0, amount: null },
      { status: 'approved', count: 0, amount: null },
      {
        status: 'issued',
        count: 3,
        amount: [
          { currency: 'NZD', cents: 4_600_000 },
          { currency: 'AUD', cents: 2_070_000 + 805_000 },
        ],
      },
    ]);
    // Certificates received on C1: the issued one only, never B's draft.
    expect(res.body.certificates.claim).toEqual([{ status: 'issued', count: 1, amount: nzd(10_350_000) }]);
    expect(res.body.to_date).toEqual({
      // Latest served claim per claim contract: C1 #2 250,000.00 + C2 #1 1,000.00; certified: C1 cert 1.
      claim: { claimed: nzd(25_000_000 + 100_000), certified: nzd(9_000_000) },
      // C4: claim 2 (8,000,000) and cert 1 (4,000,000); C5 (AUD): claim 2, and cert 2 issued last.
      cert: {
        claimed: [
          { currency: 'NZD', cents: 8_000_000 },
          { currency: 'AUD', cents: 3_000_000 },
        ],
        certified: [
          { currency: 'NZD', cents: 4_000_000 },
          { currency: 'AUD', cents: 2_500_000 },
        ],
      },
    });
  });

  it('the other party of a shared contract sees its own side only', async () => {
    signInAs(b.userId);
    const res = await callRoute(statisticsRoute, { params: { acc: b.accountId } });
    expect(res.status).toBe(200);
    expect(res.body.contracts.find((r: { status: string }) => r.status === 'started')).toEqual({
      status: 'started',
      claim: 0,
      cert: 1,
    });
    // C1's claims served on B: 1 certified, 1 issued; A's review and draft claims are not counted.
    expect(res.body.claims.cert).toEqual([
      { status: 'issued', count: 1, amount: nzd(17_250_000) },
      { status: 'certified', count: 1, amount: nzd(11_500_000) },
    ]);
    expect(res.body.claims.claim.every((r: { count: number }) => r.count === 0)).toBe(true);
    expect(
      res.body.certificates.cert.map((r: { status: string; count: number }) => [r.status, r.count]),
    ).toEqual([
      ['pending', 0],
      ['draft', 1],
      ['review', 0],
      ['approved', 0],
      ['issued', 1],
    ]);
  });

  it('an empty account has zeros in its own currency', async () => {
    const empty = await createAccountWithOwner('Nothing Yet');
    signInAs(empty.userId);
    const res = await callRoute(statisticsRoute, { params: { acc: empty.accountId } });
    expect(res.body.contracts.every((r: { claim: number; cert: number }) => r.claim + r.cert === 0)).toBe(
      true,
    );
    expect(res.body.claims.claim.at(-1)).toEqual({ status: 'certified', count: 0, amount: nzd(0) });
    expect(res.body.to_date.cert).toEqual({ claimed: nzd(0), certified: nzd(0) });
  });

  it('takes two queries whatever the number of contracts, claims and certificates', async () => {
    signInAs(a.userId);
    const before = await countQueries(() => callRoute(statisticsRoute, { params: { acc: a.accountId } }));
    for (let i = 0; i < 5; i++) {
      const c = await contract({ status: 'started', payee: a, payer: b });
      const cl = await claim(c.id, 1, 'issued', { gross: 100, total: 115 });
      await cert(cl, 1, 'issued', { gross: 100, total: 115, servedAt: '2026-10-10T00:00:00Z' });
    }
    const after = await countQueries(() => callRoute(statisticsRoute, { params: { acc: a.accountId } }));
    expect(after.queries).toBe(before.queries);
    // The session and membership look-ups, the account's currency, and the one statistics query.
    expect(after.result.body.contracts[1].claim).toBe(6);
  });

  it('the demo: Kauri Interiors claims, Harbour Build certifies', async () => {
    const demo = await seedClaimsDemo();
    signInAs(demo.users.claimer);
    const kauri = await callRoute(statisticsRoute, { params: { acc: demo.payee.acc } });
    // SC-014-03 started and the second (draft) contract whose payer is not on ClaimCert.
    expect(kauri.body.contracts.slice(0, 2)).toEqual([
      { status: 'draft', claim: 1, cert: 0 },
      { status: 'started', claim: 1, cert: 0 },
    ]);
    const claims = await db().claim.findMany({
      where: { contractId: demo.contract.id },
      orderBy: { number: 'asc' },
    });
    const [c1, c2] = claims.map((c) => Number(c.totalIncludingGst ?? 0n));
    expect(kauri.body.claims.claim.map((r: { count: number }) => r.count)).toEqual([1, 0, 0, 1, 1]);
    expect(kauri.body.claims.claim[3].amount).toEqual(nzd(c2!));
    expect(kauri.body.claims.claim[4].amount).toEqual(nzd(c1!));
    signInAs(demo.users.certifier);
    const harbour = await callRoute(statisticsRoute, { params: { acc: demo.payer.acc } });
    expect(harbour.body.claims.cert.map((r: { count: number }) => r.count)).toEqual([1, 1]);
    expect(harbour.body.certificates.cert.at(-1).count).toBe(1);
    expect(harbour.body.to_date.cert.claimed).toEqual(nzd(Number(claims[1]!.grossToDate)));
  });
});

describe('who may read the statistics', () => {
  it.each(['admin'] as const)('an %s may', async (role) => {
    const member = await addMember(a.accountId, role);
    signInAs(member.userId);
    expect((await callRoute(statisticsRoute, { params: { acc: a.accountId } })).status).toBe(200);
  });

  it.each(['view', 'none'] as const)('a %s user may not open Manage Account, so gets 403', async (role) => {
    const member = await addMember(a.accountId, role);
    signInAs(member.userId);
    const res = await callRoute(statisticsRoute, { params: { acc: a.accountId } });
    expect(res.status).toBe(403);
    expect(res.body.contracts).toBeUndefined();
  });

  it("another account's owner gets 403 and none of its figures", async () => {
    signInAs(b.userId);
    const res = await callRoute(statisticsRoute, { params: { acc: a.accountId } });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toMatch(/117999|contracts/);
  });

  it('a malformed account id is refused without a 500', async () => {
    signInAs(a.userId);
    const res = await callRoute(statisticsRoute, { params: { acc: 'not-a-uuid' } });
    expect([403, 404, 422]).toContain(res.status);
    expect(res.body.errors[0].message).toEqual(expect.any(String));
  });
});
