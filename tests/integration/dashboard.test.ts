// The dashboard (spec §2, §7 dashboard calls) on both sides of one contract, with figures worked by
// hand. Kauri claims, Harbour certifies; "now" is 25 April 2026, noon in Auckland.
//
//   claim 1  Jan  served 30 Jan   $115,000.00 incl. GST ($100,000.00 net)   certified
//     cert 1        issued 14 Feb  $92,000.00 ($80,000.00)   paid: Kauri recorded $92,000 on 10 Mar,
//                                                              Harbour $92,000 on 9 Mar
//   claim 2  Feb  served 26 Feb    $57,500.00 ($50,000.00)                 certified
//     cert 2        issued 13 Mar  $46,000.00 ($40,000.00)   paid: Harbour $10,000 on 2 Apr only
//   claim 3  Mar  served 31 Mar 12:30 UTC = 1 April in Auckland, $23,000.00 ($20,000.00), issued
//     cert 3        in review, Harbour's owner the approver of its only step
//   claim 4  Apr  draft (Kauri's alone: Harbour never sees it)
//
// Kauri to date: claimed 115,000 + 57,500 + 23,000 = $195,500; certified 92,000 + 46,000 = $138,000;
// paid $92,000; certified and unpaid $46,000; one claim ($23,000) waiting for its schedule.
// Harbour: the same claimed and certified; paid 92,000 + 10,000 = $102,000; unpaid $36,000.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { readClaimsSummary } from '@/lib/server/dashboard/claims-summary';
import { listTasks, readTaskList } from '@/lib/server/dashboard/task-list';
import { readUpcomingCerts } from '@/lib/server/dashboard/upcoming-certs';
import { readCertifierGroupTable } from '@/lib/server/dashboard/certifier-group-table';
import { readRetentionSummary } from '@/lib/server/dashboard/retention-summary';
import { readClaimSummary } from '@/lib/server/dashboard/claim-summary';
import { readSetupProcess } from '@/lib/server/dashboard/setup-process';
import { readProjectsSummary } from '@/lib/server/dashboard/projects-summary';
import { readCertClaimList } from '@/lib/server/dashboard/cert-claim-list';
import { loadDashboardData } from '@/lib/server/dashboard/dashboard-data';
import { forgetSharedReads } from '@/lib/server/permissions/shared-by-viewers';
import { accountChart, contractChart } from '@/lib/server/dashboard/money-chart';
import { listClaimsReceived } from '@/lib/server/certs/claims-received';
import { claimsReceivedCard } from '@/lib/server/dashboard/claims-received-card';
import { projectContractFigures } from '@/lib/server/projects/project-contract-figures';
import { GET as claimsSummaryRoute } from '@/app/api/dashboard/account/[acc]/read_claims_summary/route';
import { GET as groupTableRoute } from '@/app/api/dashboard/account/[acc]/read_certifier_group_table/route';
import { GET as claimSummaryRoute } from '@/app/api/dashboard/account/[acc]/read_claim_summary/route';
import { GET as projectsSummaryRoute } from '@/app/api/dashboard/account/[acc]/read_projects_summary/route';
import { GET as upcomingRoute } from '@/app/api/dashboard/account/[acc]/read_upcoming_cert_summary/route';
import { GET as retentionRoute } from '@/app/api/dashboard/account/[acc]/read_retention_summary/route';
import { GET as taskListRoute } from '@/app/api/dashboard/account/[acc]/read_task_list/route';
import { GET as tasksRoute } from '@/app/api/dashboard/account/[acc]/tasks/route';
import { GET as certClaimListRoute } from '@/app/api/dashboard/account/[acc]/read_cert_claim_list/route';
import { GET as ccConfigRoute } from '@/app/api/dashboard/account/[acc]/read_cc_config/route';
import { GET as allReceivedRoute } from '@/app/api/dashboard/account/[acc]/read_all_claims_received/route';
import { GET as setupRoute } from '@/app/api/dashboard/account/[acc]/read_setup_process/route';
import { POST as pinRoute } from '@/app/api/group/account/[acc]/contract_group/[g]/pin/route';
import { createAccountWithOwner } from '../support/factories';
import { callRoute } from '../support/call-route';
import { atInstant } from '../support/clock';
import { projectOf, userOf } from '../support/contract-fixtures';
import { certOn, claimOn, paymentOf, sharedContract } from '../support/dashboard-fixtures';

const NOW = new Date('2026-04-25T00:00:00Z');
const K = 100; // cents in a dollar, for reading the figures below

let kauri: Awaited<ReturnType<typeof createAccountWithOwner>>;
let harbour: Awaited<ReturnType<typeof createAccountWithOwner>>;
let other: Awaited<ReturnType<typeof createAccountWithOwner>>;
let kauriProject: string;
let harbourProject: string;
let albanyProject: string;
let contractId: string;
let claim3: string;
let cert3: string;
let harbourAdmin: string;

beforeAll(async () => {
  kauri = await createAccountWithOwner('Kauri Interiors');
  harbour = await createAccountWithOwner('Harbour Build');
  other = await createAccountWithOwner('Other Co');
  kauriProject = (await projectOf(kauri.accountId, 'Wynyard Quarter', { status: 'current' })).id;
  harbourProject = (await projectOf(harbour.accountId, 'Wynyard', { status: 'current' })).id;
  albanyProject = (await projectOf(harbour.accountId, 'Albany', { status: 'current' })).id;
  const contract = await sharedContract({
    claimer: kauri.accountId,
    certifier: harbour.accountId,
    claimerProject: kauriProject,
    certifierProject: harbourProject,
  });
  contractId = contract.id;
  // A second cert contract of Harbour's, in another project, with nothing claimed yet.
  await sharedContract({
    claimer: other.accountId,
    certifier: harbour.accountId,
    claimerProject: (await projectOf(other.accountId, 'Other project')).id,
    certifierProject: albanyProject,
    name: 'Albany earthworks',
  });

  const item = await db().lineItem.create({
    data: { contractId, kind: 'base', description: 'Linings', total: BigInt(200_000 * K) },
  });
  // 10% retained, capped at 5% of the contract value ($10,000); half released at practical
  // completion, half at the end of the defects period (the defaults).
  await db().retentionRule.create({
    data: { contractId, type: 'contract', firstBps: 1000, maximumBps: 500 },
  });

  const c1 = await claimOn(contractId, {
    number: 1,
    month: '2026-01',
    status: 'certified',
    servedAt: '2026-01-30T01:00:00Z',
    total: 115_000 * K,
    net: 100_000 * K,
    gross: 100_000 * K,
  });
  const cert1 = await certOn(c1, {
    number: 1,
    status: 'issued',
    servedAt: '2026-02-14T01:00:00Z',
    total: 92_000 * K,
    net: 80_000 * K,
    gross: 80_000 * K,
  });
  const c2 = await claimOn(contractId, {
    number: 2,
    month: '2026-02',
    status: 'certified',
    servedAt: '2026-02-26T01:00:00Z',
    total: 57_500 * K,
    net: 50_000 * K,
    gross: 150_000 * K,
  });
  const cert2 = await certOn(c2, {
    number: 2,
    status: 'issued',
    servedAt: '2026-03-13T01:00:00Z',
    total: 46_000 * K,
    net: 40_000 * K,
    gross: 120_000 * K,
  });
  await db().certLineItem.create({
    data: { certId: cert2.id, lineItemId: item.id, toDateValue: BigInt(120_000 * K) },
  });
  const c3 = await claimOn(contractId, {
    number: 3,
    month: '2026-03',
    status: 'issued',
    servedAt: '2026-03-31T12:30:00Z',
    total: 23_000 * K,
    net: 20_000 * K,
    gross: 170_000 * K,
  });
  claim3 = c3.id;
  cert3 = (await certOn(c3, { number: 3, status: 'review' })).id;
  await claimOn(contractId, { number: 4, month: '2026-04', status: 'draft' });

  await paymentOf(kauri.accountId, cert1.id, 92_000 * K, '2026-03-10');
  await paymentOf(harbour.accountId, cert1.id, 92_000 * K, '2026-03-09');
  await paymentOf(harbour.accountId, cert2.id, 10_000 * K, '2026-04-02');

  await db().approvalWorkflow.create({
    data: {
      accountId: harbour.accountId,
      contractId,
      flowType: 'cert',
      steps: {
        create: {
          position: 0,
          name: 'Commercial manager',
          approvers: { create: { userId: harbour.userId, required: true } },
        },
      },
    },
  });
  await db().approvalEvent.create({
    data: { certId: cert3, stepIndex: 0, userId: harbour.userId, action: 'send_for_approval' },
  });
  harbourAdmin = await userOf(harbour.accountId, 'admin', 'Harbour admin');
});

const actor = async (userId: string, accountId: string) => (await resolveActor(userId, accountId))!;
const asKauri = () => actor(kauri.userId, kauri.accountId);
const asHarbour = () => actor(harbour.userId, harbour.accountId);

describe('read_claims_summary: what the claimer is owed and the certifier owes', () => {
  it('claimer, March: the April-served claim counts in April, where Auckland already was', async () => {
    const s = await readClaimsSummary(await asKauri(), { month: '2026-03' }, NOW);
    expect(s).toMatchObject({ month: '2026-03', from: '2026-03-01', to: '2026-03-31', is_gst_include: true });
    expect(s.cert).toBeNull();
    expect(s.claim).toEqual({
      contracts: 1,
      in_month: { claimed: 0, certified: 46_000 * K, paid: 92_000 * K },
      to_date: { claimed: 195_500 * K, certified: 138_000 * K, paid: 92_000 * K },
      unpaid: 46_000 * K,
      awaiting_certificate: { count: 1, amount: 23_000 * K },
    });
    const april = await readClaimsSummary(await asKauri(), { month: '2026-04' }, NOW);
    expect(april.claim!.in_month).toEqual({ claimed: 23_000 * K, certified: 0, paid: 0 });
  });

  it('claimer, without GST: claims and certificates at their net; payments and unpaid as the money', async () => {
    const s = await readClaimsSummary(await asKauri(), { month: '2026-03', is_gst_include: false }, NOW);
    expect(s.claim).toEqual({
      contracts: 1,
      in_month: { claimed: 0, certified: 40_000 * K, paid: 92_000 * K },
      to_date: { claimed: 170_000 * K, certified: 120_000 * K, paid: 92_000 * K },
      unpaid: 46_000 * K,
      awaiting_certificate: { count: 1, amount: 20_000 * K },
    });
  });

  it('certifier: the same claims and certificates, its own payments', async () => {
    const s = await readClaimsSummary(await asHarbour(), {}, NOW);
    expect(s.month).toBe('2026-04');
    expect(s.claim).toBeNull();
    expect(s.cert).toEqual({
      contracts: 2,
      in_month: { claimed: 23_000 * K, certified: 0, paid: 10_000 * K },
      to_date: { claimed: 195_500 * K, certified: 138_000 * K, paid: 102_000 * K },
      unpaid: 36_000 * K,
      awaiting_certificate: { count: 1, amount: 23_000 * K },
    });
  });

  it('answers through the route for the default month, in cents', async () => {
    signInAs(kauri.userId);
    const res = await atInstant(NOW.toISOString(), () =>
      callRoute(claimsSummaryRoute, {
        params: { acc: kauri.accountId },
        url: 'http://localhost/api/x?is_gst_include=true',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.month).toBe('2026-04');
    expect(res.body.claim.to_date).toEqual({
      claimed: 195_500 * K,
      certified: 138_000 * K,
      paid: 92_000 * K,
    });
  });
});

describe('the chart: claimed, certified and paid per month', () => {
  it('the account, twelve months to April', async () => {
    const rows = accountChart(await loadDashboardData(await asKauri(), NOW), 'claim');
    expect(rows).toHaveLength(12);
    expect(rows[0]!.month).toBe('2025-05');
    expect(rows.slice(-4)).toEqual([
      { month: '2026-01', claimed: 115_000 * K, certified: 0, paid: 0 },
      { month: '2026-02', claimed: 57_500 * K, certified: 92_000 * K, paid: 0 },
      { month: '2026-03', claimed: 0, certified: 46_000 * K, paid: 92_000 * K },
      { month: '2026-04', claimed: 23_000 * K, certified: 0, paid: 0 },
    ]);
  });

  it('a contract, cumulative from its first claim, each side with its own payments', async () => {
    expect(await contractChart(await asKauri(), contractId, NOW)).toEqual([
      { month: '2026-01', claimed: 115_000 * K, certified: 0, paid: 0 },
      { month: '2026-02', claimed: 172_500 * K, certified: 92_000 * K, paid: 0 },
      { month: '2026-03', claimed: 172_500 * K, certified: 138_000 * K, paid: 92_000 * K },
      { month: '2026-04', claimed: 195_500 * K, certified: 138_000 * K, paid: 92_000 * K },
    ]);
    const harbourSide = await contractChart(await asHarbour(), contractId, NOW);
    expect(harbourSide.at(-1)).toEqual({
      month: '2026-04',
      claimed: 195_500 * K,
      certified: 138_000 * K,
      paid: 102_000 * K,
    });
    // Another account sees no figures of a contract it is not on.
    expect(await contractChart(await actor(other.userId, other.accountId), contractId, NOW)).toEqual([]);
  });
});

describe("the claims-received card, from the dashboard's one read", () => {
  // Served in Auckland: claim 1 on 30 Jan, claim 2 on 26 Feb, claim 3 on 1 April (31 March 12:30 UTC).
  it.each([
    ['month', 'current', 1, 23_000 * K],
    ['month', 'previous', 0, 0],
    ['quarter', 'current', 1, 23_000 * K],
    ['quarter', 'previous', 2, (115_000 + 57_500) * K],
    ['year', 'current', 3, 195_500 * K],
  ] as const)(
    '%s %s: %i claims, the same figures as the claims-received list',
    async (type, period, count, amount) => {
      const harbourActor = await asHarbour();
      const card = claimsReceivedCard(await loadDashboardData(harbourActor, NOW), { type, period });
      expect(card.received_in_period).toMatchObject({ count, claimed_amount: amount });
      const list = await listClaimsReceived(harbourActor, { type, period }, NOW);
      expect(card.received_in_period).toEqual(list.received_in_period);
      // Claim 3 waits on its overdue schedule; nothing else is due.
      expect(card.due_count).toBe(1);
      expect(card.due_count).toBe(list.due_count);
      // The card's counts are the list's rows counted: claims by overdue type, unclaimed by contract.
      const rows = [...list.current, ...list.completed, ...list.archived];
      const ofType = (type: string) => rows.filter((r) => r.over_due_type === type).length;
      expect(card.claims).toEqual({
        over_due: ofType('over_due'),
        due_in_3_days: ofType('due_in_3_days'),
        due_in_7_days: ofType('due_in_7_days'),
      });
      expect(card.claims.over_due).toBe(1);
      const unclaimed = rows.filter((r) => r.over_due_type === 'unclaimed_days').map((r) => r.contract_id);
      expect(card.unclaimed_contracts).toBe(new Set(unclaimed).size);
    },
  );
});

describe('tasks and read_task_list', () => {
  it('claimer: the overdue payment, the overdue schedule, the draft — with their screens', async () => {
    const { tasks } = await listTasks(await asKauri(), NOW);
    const received = await listClaimsReceived(await asHarbour(), {}, NOW);
    const schedule = received.current.find((r) => r.claim_id === claim3)!;
    expect(tasks.map((t) => [t.task_type, t.document, t.overdue, t.amount])).toEqual([
      ['payment_overdue', 'Payment Certificate 2', true, 46_000 * K],
      ['schedule_overdue', 'Payment Claim 3', true, 23_000 * K],
      ['finish_claim', 'Payment Claim 4', false, null],
    ]);
    // The deadline is the one the claims-received list shows for the same claim.
    expect(tasks[1]!.due_date).toBe(schedule.cert_due_date);
    expect(tasks[1]!.href).toBe(
      `/review-claim/claim/${kauriProject}/${contractId}/${claim3}?account_id=${kauri.accountId}`,
    );
    expect(tasks[2]!.href).toMatch(
      new RegExp(`^/make-claim/claim/${kauriProject}/${contractId}/[0-9a-f-]{36}\\?account_id=`),
    );
  });

  it('certifier: its approval is awaited; an admin who is not the approver is not asked', async () => {
    const { tasks } = await listTasks(await asHarbour(), NOW);
    expect(tasks.map((t) => [t.task_type, t.document, t.overdue, t.amount])).toEqual([
      ['payment_overdue', 'Payment Certificate 2', true, 36_000 * K],
      ['approve_cert', 'Payment Certificate 3', true, 23_000 * K],
    ]);
    expect(tasks[1]!.href).toBe(
      `/make-cert/cert/${harbourProject}/${contractId}/${claim3}/${cert3}/review?account_id=${harbour.accountId}`,
    );
    const admin = await listTasks(await actor(harbourAdmin, harbour.accountId), NOW);
    expect(admin.tasks.map((t) => t.task_type)).toEqual(['payment_overdue']);
    expect(await readTaskList(await asHarbour(), NOW)).toMatchObject({ total: 2, overdue: 2 });
  });

  it('a viewer is not given work it cannot do, only what is overdue', async () => {
    const viewer = await userOf(kauri.accountId, 'view');
    const { tasks } = await listTasks(await actor(viewer, kauri.accountId), NOW);
    expect(tasks.map((t) => t.task_type)).toEqual(['payment_overdue', 'schedule_overdue']);
  });

  it('with no certificate started, the certifier is asked to certify the claim', async () => {
    // Written past the API, as another instance would: its change is read at once, not TTL_MS later.
    await db().certificate.update({ where: { id: cert3 }, data: { status: 'pending' } });
    forgetSharedReads();
    try {
      const { tasks } = await listTasks(await asHarbour(), NOW);
      expect(tasks.find((t) => t.task_type === 'certify_claim')).toMatchObject({
        document: 'Payment Claim 3',
        href: `/make-cert/cert/${harbourProject}/${contractId}/${claim3}?account_id=${harbour.accountId}`,
      });
    } finally {
      await db().certificate.update({ where: { id: cert3 }, data: { status: 'review' } });
      forgetSharedReads();
    }
  });
});

describe('upcoming certificates, retention, group table, claim summary, projects, setup', () => {
  it('upcoming: the schedule owed to the claimer is the one the certifier owes', async () => {
    const claimer = (await readUpcomingCerts(await asKauri(), NOW)).upcoming;
    const certifier = (await readUpcomingCerts(await asHarbour(), NOW)).upcoming;
    expect(claimer.map((r) => [r.side, r.claim_name, r.claimed_amount])).toEqual([
      ['claim', 'Payment Claim 3', 23_000 * K],
    ]);
    expect(certifier.map((r) => [r.side, r.claim_name, r.claimed_amount])).toEqual([
      ['cert', 'Payment Claim 3', 23_000 * K],
    ]);
    expect(claimer[0]!.cert_due_date).toBe(certifier[0]!.cert_due_date);
    expect(certifier[0]!.over_due_type).toBe('over_due');
  });

  it('retention: $10,000 held (10% of $120,000 capped at 5% of $200,000), half due at each release', async () => {
    const kauriSide = await readRetentionSummary(await asKauri());
    const harbourSide = await readRetentionSummary(await asHarbour());
    const expected = {
      retained: 10_000 * K,
      released: 0,
      held: 10_000 * K,
      due_at_practical_completion: 5_000 * K,
      due_at_defects_end: 5_000 * K,
    };
    expect(kauriSide.claim).toMatchObject(expected);
    expect(kauriSide.cert).toMatchObject({ held: 0, contracts: [] });
    expect(harbourSide.cert).toMatchObject(expected);
    expect(harbourSide.cert.contracts.map((c) => c.contract_name)).toEqual(['Interior fit-out']);
  });

  it('group table: per project, pinned first; the pin persists through the project pin', async () => {
    const feb = await readCertifierGroupTable(await asHarbour(), { period: '2026-02' }, NOW);
    expect(feb.groups.map((g) => g.name)).toEqual(['Albany', 'Wynyard']);
    expect(feb.groups[1]).toMatchObject({
      is_pinned: false,
      contracts: 1,
      received: 1,
      in_period: { claimed: 57_500 * K, certified: 92_000 * K, paid: 0 },
      unpaid: 36_000 * K,
      awaiting_certificate: 1,
    });
    expect(feb.groups[0]).toMatchObject({
      received: 0,
      in_period: { claimed: 0, certified: 0, paid: 0 },
      unpaid: 0,
    });

    signInAs(harbour.userId);
    const pinned = await callRoute(pinRoute, {
      params: { acc: harbour.accountId, g: harbourProject },
      body: { is_pinned: true },
    });
    expect(pinned.status).toBe(200);
    const res = await atInstant(NOW.toISOString(), () =>
      callRoute(groupTableRoute, {
        params: { acc: harbour.accountId },
        url: 'http://localhost/x?period=2026-03',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.groups.map((g: { name: string; is_pinned: boolean }) => [g.name, g.is_pinned])).toEqual([
      ['Wynyard', true],
      ['Albany', false],
    ]);
    expect(res.body.groups[0].in_period).toEqual({ claimed: 0, certified: 46_000 * K, paid: 92_000 * K });
  });

  it('claim summary: the claim covering the day, with the figures the projects pages show', async () => {
    const s = await readClaimSummary(await asKauri(), { claim_date: '2026-03-15' }, NOW);
    const figures = (await projectContractFigures([contractId])).get(contractId)!;
    expect(s.items).toEqual([
      expect.objectContaining({
        id: contractId,
        claim_id: claim3,
        claim_status: 'issued',
        total_contract_value: 200_000 * K,
        claimed_to_date_value: 170_000 * K,
        cert_to_date_value: 120_000 * K,
      }),
    ]);
    expect(s.items[0]!.claimed_to_date_value).toBe(figures.claimed_to_date_value);
    expect((await readClaimSummary(await asKauri(), { claim_date: '2025-06-01' }, NOW)).items).toEqual([]);
    const all = await readClaimSummary(await asKauri(), { claim_date: '2025-06-01', is_all: true }, NOW);
    expect(all.items).toEqual([
      expect.objectContaining({ id: contractId, claim_id: null, claim_status: null }),
    ]);
  });

  it('projects by state, setup done, recent documents on each side', async () => {
    const projects = await readProjectsSummary(await asHarbour(), NOW);
    expect(projects.current.map((p) => [p.name, p.cert_contracts])).toEqual([
      ['Wynyard', 1],
      ['Albany', 1],
    ]);
    expect(projects.draft).toEqual([]);
    expect((await readSetupProcess(await asKauri(), NOW)).complete).toBe(true);
    const fresh = await readSetupProcess(await actor(other.userId, other.accountId), NOW);
    expect(fresh.steps.map((s) => [s.key, s.done])).toEqual([
      ['project', true],
      ['contract', true],
      ['counterparty', true],
      ['start', true],
      ['document', false],
    ]);
    const harbourDocs = (await readCertClaimList(await asHarbour())).documents;
    // The certifier never sees the claimer's draft claim 4.
    expect(harbourDocs.map((d) => d.name)).not.toContain('Payment Claim 4');
    expect((await readCertClaimList(await asKauri())).documents.map((d) => d.name)).toContain(
      'Payment Claim 4',
    );
  });
});

const ROUTES = [
  ['read_projects_summary', projectsSummaryRoute],
  ['read_upcoming_cert_summary', upcomingRoute],
  ['read_retention_summary', retentionRoute],
  ['read_task_list', taskListRoute],
  ['tasks', tasksRoute],
  ['read_claims_summary', claimsSummaryRoute],
  ['read_certifier_group_table', groupTableRoute],
  ['read_cert_claim_list', certClaimListRoute],
  ['read_cc_config', ccConfigRoute],
  ['read_all_claims_received', allReceivedRoute],
  ['read_claim_summary', claimSummaryRoute],
  ['read_setup_process', setupRoute],
] as const;

describe('isolation', () => {
  it.each(ROUTES)('%s: another account’s user is refused, with no data', async (_name, handler) => {
    signInAs(other.userId);
    const res = await callRoute(handler, { params: { acc: kauri.accountId } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [{ message: 'You do not have access to this.' }] });
  });

  it.each(ROUTES)('%s: signed out is 401', async (_name, handler) => {
    signInAs(null);
    expect((await callRoute(handler, { params: { acc: kauri.accountId } })).status).toBe(401);
  });

  it('a member with no role of its own and no project sees nothing of the account’s contracts', async () => {
    const member = await userOf(kauri.accountId, 'none');
    const a = await actor(member, kauri.accountId);
    expect((await readClaimsSummary(a, {}, NOW)).claim).toBeNull();
    expect((await listTasks(a, NOW)).tasks).toEqual([]);
    expect((await readUpcomingCerts(a, NOW)).upcoming).toEqual([]);
  });

  it('the other account’s own dashboard holds none of Kauri’s figures', async () => {
    signInAs(other.userId);
    const res = await callRoute(claimsSummaryRoute, { params: { acc: other.accountId } });
    expect(res.status).toBe(200);
    expect(res.body.claim.to_date).toEqual({ claimed: 0, certified: 0, paid: 0 });
    expect(res.body.cert).toBeNull();
  });
});

describe('bad input is a 4xx in the error shape and changes nothing', () => {
  it.each([
    [claimsSummaryRoute, '?month=2026-13'],
    [claimsSummaryRoute, '?month=March'],
    [claimsSummaryRoute, '?is_gst_include=yes'],
    [claimsSummaryRoute, '?surprise=1'],
    [groupTableRoute, '?period=2026-4'],
    [claimSummaryRoute, '?claim_date=2026-02-30'],
    [claimSummaryRoute, '?is_all=1'],
    [allReceivedRoute, '?type=decade'],
  ] as const)('%#: %s', async (handler, query) => {
    signInAs(kauri.userId);
    const before = await db().project.findMany({
      where: { accountId: harbour.accountId },
      orderBy: { id: 'asc' },
    });
    const res = await callRoute(handler, {
      params: { acc: kauri.accountId },
      url: `http://localhost/x${query}`,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.length).toBeGreaterThan(0);
    expect(res.body.errors[0]).toHaveProperty('message');
    expect(
      await db().project.findMany({ where: { accountId: harbour.accountId }, orderBy: { id: 'asc' } }),
    ).toEqual(before);
  });

  it('a malformed account id is refused', async () => {
    signInAs(kauri.userId);
    expect((await callRoute(tasksRoute, { params: { acc: 'not-a-uuid' } })).status).toBe(403);
  });
});
