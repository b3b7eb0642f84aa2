// The retention report's CSV (GET /api/paycert/account/{acc}/retention_report) pinned byte for byte
// (issue 33: its reads were rewritten for speed, and the file must not change by a byte). The bytes
// below are what the report wrote before that rewrite (commit b51157b), on an account built here
// to cover what the report distinguishes:
//   - contracts with certificates with retention and without, on a scale, a share of the contract
//     value and a fixed sum, with none, and with no rule at all;
//   - the latest issued certificate answering an earlier claim than one issued before it (valued to
//     the latest period any issued certificate reached, past practical completion: released then);
//     a draft certificate after it (not counted);
//   - releases at practical completion and at the end of the defects period (days and a date), due
//     and already released; items excluded from retention, variations approved and pending (with and
//     without certifying pending variations), an item the certificate has no line for;
//   - contracts with no certificate, drafts (left out), every status but draft;
//   - both sides; counterparties on ClaimCert and in contacts only; names needing CSV quotes and a
//     formula guard; two contracts of one name in a project (ordered by placement);
//   - tenant isolation: another account's contracts, and a member who sees one project only.
// Then an account of 1,203 contracts (three batches of 500 and a remainder), pinned by its digest.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import * as route from '@/app/api/paycert/account/[acc]/retention_report/route';
import { retentionPositions } from '@/lib/server/reports/retention-report';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { atInstant, aucklandMorning } from '../support/clock';
import { createAccountWithOwner } from '../support/factories';
import { projectOf, userOf } from '../support/contract-fixtures';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const at = (iso: string) => new Date(`${iso}T01:00:00Z`);

type Owner = Awaited<ReturnType<typeof createAccountWithOwner>>;
let harbour: Owner; // the caller: certifies most contracts, claims on two
let kauri: Owner; // a payee on ClaimCert
let elsewhere: Owner; // another account: a payer of Harbour's, and contracts of its own
let botanyOnly: string; // a member of Harbour's with no account-wide rights, in Botany only
let big: Owner; // the account of 1,203 contracts

/** The bytes of the report as `user` downloads it at 10:00 on 1 July 2026 in Auckland. */
async function report(user: string, acc: string, side?: 'cert' | 'claim') {
  signInAs(user);
  return atInstant(aucklandMorning('2026-07-01'), async () => {
    const url = `http://localhost/api/paycert/account/${acc}/retention_report${side ? `?side=${side}` : ''}`;
    const res = await route.GET(new Request(url), { params: Promise.resolve({ acc }) });
    return {
      status: res.status,
      disposition: res.headers.get('content-disposition'),
      type: res.headers.get('content-type'),
      text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()),
    };
  });
}

const HEADER =
  '\uFEFFProject,Contract,Contract number,Counterparty,Contract status,Latest certificate,' +
  'Certified gross to date,Retained to date,Released at practical completion,' +
  'Released at end of defects period,Retention held,Practical completion date,' +
  'Due for release at practical completion,Defects period end date,' +
  'Due for release at end of defects period,Retention account\r\n';
const csv = (...rows: string[]) => HEADER + rows.map((r) => `${r}\r\n`).join('');

interface ContractSpec {
  name: string;
  number?: string;
  status?: 'draft' | 'started' | 'finalised' | 'reopened' | 'archived';
  payer: { account: string } | { company: string };
  payee: { account: string } | { company: string };
  /** The placements: account, project, side, and (to order two of one name) the placement's id. */
  placed: { account: string; project: string; side: 'cert' | 'claim'; id?: string }[];
  pcdDate?: string;
  dlpDate?: string;
  certifyPendingVariation?: boolean;
  retention?: Omit<Prisma.RetentionRuleCreateWithoutContractInput, 'project'>;
  items?: {
    key: string;
    kind?: 'base' | 'variation' | 'material';
    total: bigint;
    excludeRetention?: boolean;
    approvalStatus?: 'pending' | 'approved' | 'rejected';
  }[];
  /** Claims by period end; each certificate names its claim (1-based), its issue and its lines. */
  claims?: string[];
  certs?: {
    claim: number;
    status?: 'draft' | 'issued';
    issuedAt?: string;
    hasRetention?: boolean;
    term?: 'payment_certificate' | 'payment_schedule';
    lines?: Record<string, bigint>;
  }[];
}

async function contract(spec: ContractSpec) {
  const party = (p: { account: string } | { company: string }, role: 'payer' | 'payee') =>
    'account' in p ? { [`${role}AccountId`]: p.account } : { [`${role}CompanyId`]: p.company };
  const created = await db().contract.create({
    data: {
      name: spec.name,
      contractNumber: spec.number ?? null,
      status: spec.status ?? 'started',
      createdByAccountId: spec.placed[0]!.account,
      ...party(spec.payer, 'payer'),
      ...party(spec.payee, 'payee'),
      country: 'NZ',
      gstPercent: 15,
      timeZone: 'Pacific/Auckland',
      pcdDate: spec.pcdDate ? day(spec.pcdDate) : null,
      dlpDate: spec.dlpDate ? day(spec.dlpDate) : null,
      certifyPendingVariation: spec.certifyPendingVariation ?? false,
      placements: {
        create: spec.placed.map((p) => ({
          ...(p.id ? { id: p.id } : {}),
          accountId: p.account,
          projectId: p.project,
          side: p.side,
        })),
      },
      ...(spec.retention ? { retention: { create: spec.retention } } : {}),
    },
  });
  const items = new Map<string, string>();
  for (const [position, item] of (spec.items ?? []).entries()) {
    const row = await db().lineItem.create({
      data: {
        contractId: created.id,
        kind: item.kind ?? 'base',
        position,
        description: item.key,
        total: item.total,
        excludeRetention: item.excludeRetention ?? false,
        approvalStatus: item.approvalStatus ?? null,
      },
    });
    items.set(item.key, row.id);
  }
  const claimIds: string[] = [];
  for (const [i, claimTo] of (spec.claims ?? []).entries()) {
    const to = day(claimTo);
    const from = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), 1));
    const claim = await db().claim.create({
      data: {
        contractId: created.id,
        number: i + 1,
        name: `Payment Claim ${i + 1}`,
        claimFrom: from,
        claimTo: to,
        claimDueDate: to,
        certDueDate: to,
        paymentDueDate: to,
        status: 'certified',
        servedAt: to,
      },
    });
    claimIds.push(claim.id);
  }
  for (const [i, cert] of (spec.certs ?? []).entries()) {
    const issued = (cert.status ?? 'issued') === 'issued';
    await db().certificate.create({
      data: {
        contractId: created.id,
        claimId: claimIds[cert.claim - 1]!,
        number: i + 1,
        status: cert.status ?? 'issued',
        hasRetention: cert.hasRetention ?? true,
        term: cert.term ?? 'payment_certificate',
        servedAt: issued ? at(cert.issuedAt!) : null,
        lines: {
          create: Object.entries(cert.lines ?? {}).map(([key, value]) => ({
            lineItemId: items.get(key)!,
            toDateValue: value,
          })),
        },
      },
    });
  }
  return created.id;
}

/** NZ-style scale: 10% of the first $200,000 retainable, 5% above it; half released at each date. */
const SCALE = {
  type: 'scale' as const,
  firstBps: 1000,
  firstAmount: 200_000_00n,
  excessBps: 500,
  pcdBps: 5000,
  releaseDlpType: 'days' as const,
  dlpBps: 5000,
  dlpDays: 365,
};

beforeAll(async () => {
  harbour = await createAccountWithOwner('Harbour Build Ltd');
  kauri = await createAccountWithOwner('Kauri Interiors Ltd');
  elsewhere = await createAccountWithOwner('Elsewhere Ltd');
  const H = harbour.accountId;
  const K = kauri.accountId;
  const E = elsewhere.accountId;
  const albany = (await projectOf(H, 'Albany Mall')).id;
  const botany = (await projectOf(H, 'Botany Town Centre')).id;
  const kauriProject = (await projectOf(K, 'Kauri jobs')).id;
  const elsewhereProject = (await projectOf(E, 'Elsewhere tower')).id;
  const glass = (await db().company.create({ data: { accountId: H, name: 'Glass & Co, "the glaziers"' } }))
    .id;
  const civil = (await db().company.create({ data: { accountId: H, name: 'Civil Works NZ' } })).id;
  const owner = (await db().company.create({ data: { accountId: H, name: 'Botany Developments' } })).id;
  const secret = (await db().company.create({ data: { accountId: E, name: 'Secret Subbie' } })).id;
  const certBy = (project: string, id?: string) => ({ account: H, project, side: 'cert' as const, id });

  // Albany Mall. Atrium glazing (Kauri's): claims to 31 Jan, 28 Feb, 31 Mar; certificate 1 for
  // January, 2 for March, then 3 for February, issued last — the March period is the latest valued.
  await contract({
    name: 'Atrium glazing',
    number: 'AM-01',
    payer: { account: H },
    payee: { account: K },
    placed: [
      certBy(albany, '00000000-0000-4000-8000-000000000002'),
      { account: K, project: kauriProject, side: 'claim' },
    ],
    pcdDate: '2026-03-15',
    retention: { ...SCALE, retentionAccount: 'ANZ 01-0102-0123456-00 (retention trust account)' },
    items: [
      { key: 'frame', total: 150_000_00n },
      { key: 'glass', total: 90_000_00n },
      { key: 'scaffold', total: 12_000_00n, excludeRetention: true },
      { key: 'V1', kind: 'variation', total: 8_500_00n, approvalStatus: 'approved' },
      { key: 'V2', kind: 'variation', total: 4_000_00n, approvalStatus: 'pending' },
    ],
    claims: ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30'],
    certs: [
      { claim: 1, issuedAt: '2026-02-10', lines: { frame: 40_000_00n, scaffold: 12_000_00n } },
      { claim: 3, issuedAt: '2026-04-10', lines: { frame: 120_000_00n, glass: 30_000_00n } },
      {
        claim: 2,
        issuedAt: '2026-04-20',
        term: 'payment_schedule',
        lines: { frame: 100_000_00n, glass: 45_000_00n, scaffold: 12_000_00n, V1: 8_500_00n, V2: 4_000_00n },
      },
      { claim: 4, status: 'draft', lines: { frame: 150_000_00n } },
    ],
  });
  // Another Atrium glazing, placed second: a company's, the certificate without retention.
  await contract({
    name: 'Atrium glazing',
    payer: { account: H },
    payee: { company: glass },
    placed: [certBy(albany, '00000000-0000-4000-8000-000000000001')],
    status: 'finalised',
    pcdDate: '2026-01-20',
    certifyPendingVariation: true,
    retention: { type: 'contract', firstBps: 500, maximumBps: 300, pcdBps: 5000, dlpDays: 90 },
    items: [
      { key: 'main', total: 60_000_00n },
      { key: 'V1', kind: 'variation', total: 3_000_00n, approvalStatus: 'pending' },
    ],
    claims: ['2026-01-31'],
    certs: [
      { claim: 1, issuedAt: '2026-02-12', hasRetention: false, lines: { main: 20_000_00n, V1: 3_000_00n } },
    ],
  });
  // With a share of the contract value, capped; pending variations certified.
  await contract({
    name: 'Balustrades',
    number: 'AM-03',
    payer: { account: H },
    payee: { company: glass },
    placed: [certBy(albany)],
    status: 'reopened',
    pcdDate: '2026-02-01',
    certifyPendingVariation: true,
    retention: { type: 'contract', firstBps: 500, maximumBps: 300, pcdBps: 6000, dlpBps: 4000, dlpDays: 30 },
    items: [
      { key: 'main', total: 80_000_00n },
      { key: 'V1', kind: 'variation', total: 6_000_00n, approvalStatus: 'pending' },
      { key: 'V2', kind: 'variation', total: 2_000_00n, approvalStatus: 'rejected' },
    ],
    claims: ['2026-01-31', '2026-03-31'],
    certs: [
      { claim: 1, issuedAt: '2026-02-12', lines: { main: 30_000_00n } },
      { claim: 2, issuedAt: '2026-04-12', lines: { main: 75_000_00n, V1: 6_000_00n } },
    ],
  });
  // No certificate yet; a fixed retention and an account needing quotes.
  await contract({
    name: 'Bollards',
    number: 'AM-04',
    payer: { account: H },
    payee: { company: civil },
    placed: [certBy(albany)],
    retention: { type: 'fixed', firstBps: 500, dlpDays: 365, retentionAccount: 'Trust "B", Westpac' },
    items: [{ key: 'main', total: 20_000_00n }],
  });
  // A draft: left out.
  await contract({
    name: 'Canopy',
    status: 'draft',
    payer: { account: H },
    payee: { company: civil },
    placed: [certBy(albany)],
    retention: SCALE,
    items: [{ key: 'main', total: 20_000_00n }],
  });
  // Retention rule none; archived.
  await contract({
    name: 'Drainage',
    number: '=1+1',
    status: 'archived',
    payer: { account: H },
    payee: { company: civil },
    placed: [certBy(albany)],
    pcdDate: '2025-12-01',
    retention: { type: 'none' },
    items: [{ key: 'main', total: 40_000_00n }],
    claims: ['2025-11-30'],
    certs: [{ claim: 1, issuedAt: '2025-12-05', lines: { main: 40_000_00n } }],
  });
  // The defects period ends on a date, passed by the period valued: both releases made.
  await contract({
    name: 'Earthworks',
    number: 'AM-06',
    status: 'finalised',
    payer: { account: H },
    payee: { company: civil },
    placed: [certBy(albany)],
    pcdDate: '2026-01-15',
    dlpDate: '2026-04-30',
    retention: { ...SCALE, releaseDlpType: 'date', pcdBps: 5000, dlpBps: 5000 },
    items: [
      { key: 'cut', total: 250_000_00n },
      { key: 'fill', total: 50_000_00n },
      { key: 'M1', kind: 'material', total: 10_000_00n },
    ],
    claims: ['2025-12-31', '2026-05-31'],
    certs: [
      { claim: 1, issuedAt: '2026-01-10', lines: { cut: 200_000_00n } },
      { claim: 2, issuedAt: '2026-06-10', lines: { cut: 250_000_00n, fill: 50_000_00n } },
    ],
  });
  // No retention rule at all, a certificate.
  await contract({
    name: 'Fencing',
    payer: { account: H },
    payee: { company: civil },
    placed: [certBy(albany)],
    items: [{ key: 'main', total: 15_000_00n }],
    claims: ['2026-05-31'],
    certs: [{ claim: 1, issuedAt: '2026-06-05', lines: { main: 7_500_00n } }],
  });
  // Only a draft certificate: nothing retained yet.
  await contract({
    name: 'Gutters',
    payer: { account: H },
    payee: { account: K },
    placed: [certBy(albany), { account: K, project: kauriProject, side: 'claim' }],
    retention: SCALE,
    items: [{ key: 'main', total: 15_000_00n }],
    claims: ['2026-05-31'],
    certs: [{ claim: 1, status: 'draft', lines: { main: 7_500_00n } }],
  });

  // Botany Town Centre: Kauri's façade, retention held, no dates.
  await contract({
    name: 'Façade, east – stage 2',
    number: 'BT-01',
    payer: { account: H },
    payee: { account: K },
    placed: [certBy(botany), { account: K, project: kauriProject, side: 'claim' }],
    retention: { ...SCALE, dlpDays: null },
    items: [
      { key: 'panels', total: 420_000_00n },
      { key: 'sealant', total: 30_000_00n },
    ],
    claims: ['2026-05-31'],
    certs: [{ claim: 1, issuedAt: '2026-06-08', lines: { panels: 300_000_00n, sealant: 10_000_00n } }],
  });
  // Harbour claims from Elsewhere (on ClaimCert), who certifies it.
  await contract({
    name: 'Main contract',
    number: 'BT-00',
    payer: { account: E },
    payee: { account: H },
    placed: [
      { account: H, project: botany, side: 'claim' },
      { account: E, project: elsewhereProject, side: 'cert' },
    ],
    pcdDate: '2026-06-01',
    retention: { ...SCALE, retentionAccount: 'Elsewhere trust' },
    items: [{ key: 'main', total: 2_000_000_00n }],
    claims: ['2026-04-30', '2026-05-31'],
    certs: [
      { claim: 1, issuedAt: '2026-05-12', lines: { main: 500_000_00n } },
      { claim: 2, issuedAt: '2026-06-12', lines: { main: 900_000_00n } },
    ],
  });
  // Harbour claims from a company of its contacts (nothing certified yet).
  await contract({
    name: 'Early works',
    payer: { company: owner },
    payee: { account: H },
    placed: [{ account: H, project: botany, side: 'claim' }],
    retention: SCALE,
    items: [{ key: 'main', total: 100_000_00n }],
  });
  // Elsewhere's own: Harbour never sees it.
  await contract({
    name: 'Secret tower',
    number: 'ST-1',
    payer: { account: E },
    payee: { company: secret },
    placed: [{ account: E, project: elsewhereProject, side: 'cert' }],
    retention: SCALE,
    items: [{ key: 'main', total: 100_000_00n }],
    claims: ['2026-05-31'],
    certs: [{ claim: 1, issuedAt: '2026-06-05', lines: { main: 50_000_00n } }],
  });

  botanyOnly = await userOf(H, 'none', 'Botany site manager');
  await db().projectMember.create({
    data: { projectId: botany, userId: botanyOnly, accountId: H, role: 'project_view' },
  });

  big = await createAccountWithOwner('Big Head Contractor');
  await seedBigAccount(big.accountId);
}, 120_000);

/**
 * 1,203 contracts of `accountId`'s in three projects, by SQL: every third with a scale retention
 * rule and a PCD date, every fourth a company's; every 25th a draft, every 7th without a claim;
 * the others with two or three claims and issued certificates (the last issued for an earlier claim
 * on every fifth), each of one certified line.
 */
async function seedBigAccount(accountId: string) {
  const projects = await Promise.all(
    ['North', 'South', 'West'].map((name) => projectOf(accountId, `Project ${name}`)),
  );
  const company = (await db().company.create({ data: { accountId, name: 'Big Subbie' } })).id;
  await db().$executeRaw`
    CREATE TEMP TABLE big_contracts AS
    SELECT i, gen_random_uuid() AS id, (${projects.map((p) => p.id)}::uuid[])[i % 3 + 1] AS project
      FROM generate_series(1, 1203) i`;
  await db().$executeRaw`
    INSERT INTO contracts (id, created_by_account_id, payer_account_id, payee_company_id, name, contract_number,
                           status, country, gst_percent, time_zone, pcd_date, updated_at)
    SELECT id, ${accountId}::uuid, ${accountId}::uuid, CASE WHEN i % 4 = 0 THEN ${company}::uuid END,
           'Package ' || lpad(i::text, 4, '0'), 'P-' || i,
           (CASE WHEN i % 25 = 0 THEN 'draft' WHEN i % 10 = 3 THEN 'finalised' ELSE 'started' END)::"ContractStatus",
           'NZ', 15, 'Pacific/Auckland', CASE WHEN i % 3 = 0 THEN date '2026-01-01' + i END, now()
      FROM big_contracts`;
  await db().$executeRaw`
    INSERT INTO contract_placements (id, contract_id, account_id, project_id, side)
    SELECT gen_random_uuid(), id, ${accountId}::uuid, project, 'cert' FROM big_contracts`;
  await db().$executeRaw`
    INSERT INTO retention_rules (id, contract_id, type, first_bps, first_amount, excess_bps, pcd_bps,
                                 release_dlp_type, dlp_bps, dlp_days, retention_account)
    SELECT gen_random_uuid(), id, 'scale', 1000, 20000000, 500, 5000, 'days', 5000, 365, 'Trust ' || i
      FROM big_contracts WHERE i % 3 = 0`;
  await db().$executeRaw`
    INSERT INTO line_items (id, contract_id, kind, description, total)
    SELECT gen_random_uuid(), id, 'base', 'Works', 1000000 * i FROM big_contracts`;
  await db().$executeRaw`
    INSERT INTO claims (id, contract_id, number, name, claim_from, claim_to, claim_due_date, cert_due_date,
                        payment_due_date, status, updated_at)
    SELECT gen_random_uuid(), c.id, n, 'Claim ' || n, date '2026-01-01' + 31 * n, date '2026-01-28' + 31 * n,
           date '2026-01-28' + 31 * n, date '2026-01-28' + 31 * n, date '2026-01-28' + 31 * n, 'certified', now()
      FROM big_contracts c, generate_series(1, 2 + c.i % 2) n
     WHERE c.i % 7 <> 0`;
  await db().$executeRaw`
    INSERT INTO certificates (id, claim_id, contract_id, certificate_number, status, has_retention, issued_at, updated_at)
    SELECT gen_random_uuid(), cl.id, cl.contract_id, cl.number, 'issued', c.i % 11 <> 0,
           timestamptz '2026-06-01 00:00Z' + (CASE WHEN c.i % 5 = 0 THEN -cl.number ELSE cl.number END) * interval '1 day',
           now()
      FROM claims cl JOIN big_contracts c ON c.id = cl.contract_id`;
  await db().$executeRaw`
    INSERT INTO cert_line_items (id, cert_id, line_item_id, to_date_value)
    SELECT gen_random_uuid(), ce.id, li.id, li.total * ce.certificate_number / 4
      FROM certificates ce JOIN big_contracts c ON c.id = ce.contract_id
      JOIN line_items li ON li.contract_id = c.id`;
  await db().$executeRaw`DROP TABLE big_contracts`;
}

describe('the retention report', () => {
  it('the payer’s report (side cert) is byte for byte as before', async () => {
    const res = await report(harbour.userId, harbour.accountId, 'cert');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/csv; charset=utf-8');
    expect(res.disposition).toBe('attachment; filename="retention-report-held-2026-07-01.csv"');
    expect(res.text).toBe(csv(...PINNED.harbourCert));
  });

  it('is the cert side when no side is asked for', async () => {
    const res = await report(harbour.userId, harbour.accountId);
    expect(res.text).toBe(csv(...PINNED.harbourCert));
  });

  it('the payee’s report (side claim) is byte for byte as before', async () => {
    const res = await report(harbour.userId, harbour.accountId, 'claim');
    expect(res.disposition).toBe('attachment; filename="retention-report-held-from-us-2026-07-01.csv"');
    expect(res.text).toBe(csv(...PINNED.harbourClaim));
    expect((await report(kauri.userId, kauri.accountId, 'claim')).text).toBe(csv(...PINNED.kauriClaim));
  });

  it('reads no other account’s contracts, and a project member only their project’s', async () => {
    expect((await report(elsewhere.userId, elsewhere.accountId, 'cert')).text).toBe(
      csv(...PINNED.elsewhereCert),
    );
    expect((await report(kauri.userId, kauri.accountId, 'cert')).text).toBe(csv());
    expect((await report(botanyOnly, harbour.accountId, 'cert')).text).toBe(csv(...PINNED.botanyOnlyCert));
    expect((await report(botanyOnly, harbour.accountId, 'claim')).text).toBe(csv(...PINNED.botanyOnlyClaim));
    // Another account's report is refused outright.
    expect((await report(kauri.userId, harbour.accountId, 'cert')).status).toBe(403);
  });

  it('gives each position its contract’s retention rule as Prisma reads it, every field', async () => {
    const owner = await createAccountWithOwner('Rule Reader Ltd');
    const project = (await projectOf(owner.accountId, 'Rules')).id;
    const id = await contract({
      name: 'Every tier',
      payer: { account: owner.accountId },
      payee: {
        company: (await db().company.create({ data: { accountId: owner.accountId, name: 'Tiers' } })).id,
      },
      placed: [{ account: owner.accountId, project, side: 'cert' }],
      retention: {
        type: 'scale',
        firstBps: 1000,
        firstAmount: 100_000_00n,
        firstNextBps: 750,
        firstNextAmount: 200_000_00n,
        secondNextBps: 500,
        secondNextAmount: 9_007_199_254_740_993n,
        thirdNextBps: 250,
        thirdNextAmount: 400_000_00n,
        excessBps: 100,
        excessAmount: 500_000_00n,
        maximumBps: 900,
        maximumAmount: 60_000_00n,
        pcdBps: 6000,
        releaseDlpType: 'date',
        dlpBps: 4000,
        dlpDays: 180,
        retentionAccount: 'Trust, "Every tier"',
      },
    });
    const actor = (await resolveActor(owner.userId, owner.accountId))!;
    const [position] = await retentionPositions(actor, 'cert');
    const rule = await db().retentionRule.findUniqueOrThrow({ where: { contractId: id } });
    expect(position!.contract.retention).toStrictEqual(rule);
    expect(position!.position).toBeNull();
  });

  it('an account of 1,203 contracts, read in batches, is byte for byte as before', async () => {
    const res = await report(big.userId, big.accountId, 'cert');
    const rows = res.text.split('\r\n');
    expect(rows).toHaveLength(1 + 1203 - 48 + 1); // the header, all but the 48 drafts, the last CRLF
    expect(rows[1]).toBe(PINNED.bigFirst);
    expect(rows.at(-2)).toBe(PINNED.bigLast);
    expect(createHash('sha256').update(res.text).digest('hex')).toBe(PINNED.bigDigest);
  });
});

const PINNED = {
  harbourCert: [
    'Albany Mall,Atrium glazing,,"Glass & Co, ""the glaziers""",finalised,Payment Certificate 1,23000.00,0.00,0.00,0.00,0.00,2026-01-20,0.00,2026-04-20,0.00,',
    'Albany Mall,Atrium glazing,AM-01,Kauri Interiors Ltd,started,Payment Schedule 3,165500.00,15350.00,7675.00,0.00,7675.00,2026-03-15,0.00,2027-03-15,7675.00,ANZ 01-0102-0123456-00 (retention trust account)',
    'Albany Mall,Balustrades,AM-03,"Glass & Co, ""the glaziers""",reopened,Payment Certificate 2,81000.00,2580.00,1548.00,1032.00,0.00,2026-02-01,0.00,2026-03-03,0.00,',
    'Albany Mall,Bollards,AM-04,Civil Works NZ,started,,0.00,0.00,0.00,0.00,0.00,,0.00,,0.00,"Trust ""B"", Westpac"',
    "Albany Mall,Drainage,'=1+1,Civil Works NZ,archived,Payment Certificate 1,40000.00,0.00,0.00,0.00,0.00,,0.00,,0.00,",
    'Albany Mall,Earthworks,AM-06,Civil Works NZ,finalised,Payment Certificate 2,300000.00,25000.00,12500.00,12500.00,0.00,2026-01-15,0.00,2026-04-30,0.00,',
    'Albany Mall,Fencing,,Civil Works NZ,started,Payment Certificate 1,7500.00,0.00,0.00,0.00,0.00,,0.00,,0.00,',
    'Albany Mall,Gutters,,Kauri Interiors Ltd,started,,0.00,0.00,0.00,0.00,0.00,,0.00,,0.00,',
    'Botany Town Centre,"Façade, east – stage 2",BT-01,Kauri Interiors Ltd,started,Payment Certificate 1,310000.00,25500.00,0.00,0.00,25500.00,,12750.00,,12750.00,',
  ],
  harbourClaim: [
    'Botany Town Centre,Early works,,Botany Developments,started,,0.00,0.00,0.00,0.00,0.00,,0.00,,0.00,',
    'Botany Town Centre,Main contract,BT-00,Elsewhere Ltd,started,Payment Certificate 2,900000.00,55000.00,0.00,0.00,55000.00,2026-06-01,27500.00,2027-06-01,27500.00,Elsewhere trust',
  ],
  kauriClaim: [
    'Kauri jobs,Atrium glazing,AM-01,Harbour Build Ltd,started,Payment Schedule 3,165500.00,15350.00,7675.00,0.00,7675.00,2026-03-15,0.00,2027-03-15,7675.00,ANZ 01-0102-0123456-00 (retention trust account)',
    'Kauri jobs,"Façade, east – stage 2",BT-01,Harbour Build Ltd,started,Payment Certificate 1,310000.00,25500.00,0.00,0.00,25500.00,,12750.00,,12750.00,',
    'Kauri jobs,Gutters,,Harbour Build Ltd,started,,0.00,0.00,0.00,0.00,0.00,,0.00,,0.00,',
  ],
  elsewhereCert: [
    'Elsewhere tower,Main contract,BT-00,Harbour Build Ltd,started,Payment Certificate 2,900000.00,55000.00,0.00,0.00,55000.00,2026-06-01,27500.00,2027-06-01,27500.00,Elsewhere trust',
    'Elsewhere tower,Secret tower,ST-1,Secret Subbie,started,Payment Certificate 1,50000.00,5000.00,0.00,0.00,5000.00,,2500.00,,2500.00,',
  ],
  botanyOnlyCert: [
    'Botany Town Centre,"Façade, east – stage 2",BT-01,Kauri Interiors Ltd,started,Payment Certificate 1,310000.00,25500.00,0.00,0.00,25500.00,,12750.00,,12750.00,',
  ],
  botanyOnlyClaim: [
    'Botany Town Centre,Early works,,Botany Developments,started,,0.00,0.00,0.00,0.00,0.00,,0.00,,0.00,',
    'Botany Town Centre,Main contract,BT-00,Elsewhere Ltd,started,Payment Certificate 2,900000.00,55000.00,0.00,0.00,55000.00,2026-06-01,27500.00,2027-06-01,27500.00,Elsewhere trust',
  ],
  bigFirst:
    'Project North,Package 0003,P-3,,finalised,Payment Certificate 3,22500.00,2250.00,1125.00,0.00,1125.00,2026-01-04,0.00,2027-01-04,1125.00,Trust 3',
  bigLast:
    'Project West,Package 1202,P-1202,,started,Payment Certificate 2,6010000.00,0.00,0.00,0.00,0.00,,0.00,,0.00,',
  bigDigest: '1cb8ca032ceb55e71ef990b66c245bed74cbed03d77047bbb593ddedf423a7cc',
};
