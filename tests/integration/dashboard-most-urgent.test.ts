// What needs you and Upcoming certificates list the most urgent only (issue 33): with more open
// items than the dashboard shows, the list is the first of the deadline engine's order (the dates the
// claims-received list gives the same claims), the counts say how many there are of each type and
// how many are overdue, both parties see the same dates, and another account sees none of it.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithOwner } from '../support/factories';
import { projectOf } from '../support/contract-fixtures';
import { claimOn, sharedContract } from '../support/dashboard-fixtures';
import { callRoute } from '../support/call-route';
import { signInAs } from '../support/session';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { listTasks, readTaskList, TASKS_SHOWN } from '@/lib/server/dashboard/task-list';
import { readUpcomingCerts, UPCOMING_SHOWN } from '@/lib/server/dashboard/upcoming-certs';
import { listClaimsReceived } from '@/lib/server/certs/claims-received';
import { claimsReceivedPage, projectsPage } from '@/lib/paths/page-paths';
import { GET as tasksRoute } from '@/app/api/dashboard/account/[acc]/tasks/route';

const NOW = new Date('2026-04-25T00:00:00Z');
const TODAY = '2026-04-25';
/** Claims served month after month from January 2021: more than the list shows, most overdue by NOW. */
const CLAIMS = TASKS_SHOWN + 20;

let claimer: Awaited<ReturnType<typeof createAccountWithOwner>>;
let certifier: Awaited<ReturnType<typeof createAccountWithOwner>>;
let other: Awaited<ReturnType<typeof createAccountWithOwner>>;
/** Each claim's payment-schedule deadline as the claims-received list gives it, by claim id. */
let deadlines: Map<string, string>;

const actorOf = async (party: { userId: string; accountId: string }) =>
  (await resolveActor(party.userId, party.accountId))!;
/** A claim's screen (to certify it, to review it) ends in its id. */
const claimIdOf = (href: string) => href.split('?')[0]!.split('/').at(-1)!;

beforeAll(async () => {
  claimer = await createAccountWithOwner('Many Claims Ltd');
  certifier = await createAccountWithOwner('Slow Certifier Ltd');
  other = await createAccountWithOwner('Bystander Ltd');
  const contract = await sharedContract({
    claimer: claimer.accountId,
    certifier: certifier.accountId,
    claimerProject: (await projectOf(claimer.accountId, 'Tower', { status: 'current' })).id,
    certifierProject: (await projectOf(certifier.accountId, 'Tower', { status: 'current' })).id,
  });
  // Served out of number order, so the list's order is the deadlines', not the claims' creation.
  for (let i = 0; i < CLAIMS; i++) {
    const m = (i * 37) % CLAIMS;
    const month = `${2021 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    await claimOn(contract.id, {
      number: i + 1,
      month,
      status: 'issued',
      servedAt: `${month}-${String(20 + (m % 8)).padStart(2, '0')}T01:00:00Z`,
      total: (i + 1) * 100_00,
      net: (i + 1) * 87_00,
    });
  }
  const received = await listClaimsReceived(await actorOf(certifier), { limit: 200 }, NOW);
  deadlines = new Map(received.current.map((r) => [r.claim_id, r.cert_due_date!]));
}, 120_000);

/** The claims' deadlines in the engine's order, soonest first. */
const engineOrder = () => [...deadlines.values()].sort();

describe('What needs you, with more than it shows', () => {
  it('the certifier: the most urgent claims to certify in the engine order, with every one counted', async () => {
    expect(deadlines.size).toBe(CLAIMS);
    const list = await listTasks(await actorOf(certifier), NOW);
    const overdue = engineOrder().filter((d) => d < TODAY).length;
    expect(overdue).toBeGreaterThan(TASKS_SHOWN);
    expect(overdue).toBeLessThan(CLAIMS);

    expect(list.tasks).toHaveLength(TASKS_SHOWN);
    expect(list.tasks.map((t) => t.due_date)).toEqual(engineOrder().slice(0, TASKS_SHOWN));
    for (const t of list.tasks) {
      expect(t.task_type).toBe('certify_claim');
      expect(t.due_date).toBe(deadlines.get(claimIdOf(t.href)));
      expect(t.overdue).toBe(true);
    }
    expect(list.total).toBe(CLAIMS);
    expect(list.overdue).toBe(overdue);
    expect(list.counts.certify_claim).toEqual({ count: CLAIMS, overdue });
    expect(list.more).toEqual([
      {
        task_type: 'certify_claim',
        count: CLAIMS - TASKS_SHOWN,
        overdue: overdue - TASKS_SHOWN,
        href: claimsReceivedPage(certifier.accountId),
      },
    ]);
    expect(await readTaskList(await actorOf(certifier), NOW)).toMatchObject({
      total: CLAIMS,
      overdue,
      counts: { certify_claim: CLAIMS },
    });
  });

  it('the claimer: the same deadlines, as the payment schedules overdue from the payer', async () => {
    const list = await listTasks(await actorOf(claimer), NOW);
    const overdue = engineOrder().filter((d) => d < TODAY);
    expect(list.tasks.map((t) => t.task_type)).toEqual(Array(TASKS_SHOWN).fill('schedule_overdue'));
    expect(list.tasks.map((t) => t.due_date)).toEqual(overdue.slice(0, TASKS_SHOWN));
    for (const t of list.tasks) expect(t.due_date).toBe(deadlines.get(claimIdOf(t.href)));
    expect(list.total).toBe(overdue.length);
    expect(list.more).toEqual([
      {
        task_type: 'schedule_overdue',
        count: overdue.length - TASKS_SHOWN,
        overdue: overdue.length - TASKS_SHOWN,
        href: projectsPage(claimer.accountId),
      },
    ]);
  });

  it('upcoming certificates: the soonest on both sides, the same dates, every one counted', async () => {
    const owed = await readUpcomingCerts(await actorOf(claimer), NOW);
    const owing = await readUpcomingCerts(await actorOf(certifier), NOW);
    const soonest = engineOrder().slice(0, UPCOMING_SHOWN);
    expect(owed.upcoming.map((r) => r.cert_due_date)).toEqual(soonest);
    expect(owing.upcoming.map((r) => r.cert_due_date)).toEqual(soonest);
    expect(owed.upcoming.map((r) => r.claim_id)).toEqual(owing.upcoming.map((r) => r.claim_id));
    const overdue = engineOrder().filter((d) => d < TODAY).length;
    expect(owed).toMatchObject({ total: CLAIMS, overdue, more_href: projectsPage(claimer.accountId) });
    expect(owing).toMatchObject({
      total: CLAIMS,
      overdue,
      more_href: claimsReceivedPage(certifier.accountId),
    });
  });

  it('another account sees none of it: its own list is empty, and the API refuses it the others’', async () => {
    const own = await listTasks(await actorOf(other), NOW);
    expect(own).toEqual({ tasks: [], total: 0, overdue: 0, counts: expect.any(Object), more: [] });
    expect((await readUpcomingCerts(await actorOf(other), NOW)).total).toBe(0);
    for (const party of [claimer, certifier]) {
      signInAs(other.userId);
      const res = await callRoute(tasksRoute, { params: { acc: party.accountId } });
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('Payment Claim');
    }
    signInAs(certifier.userId);
    const res = await callRoute(tasksRoute, { params: { acc: certifier.accountId } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: CLAIMS, tasks: expect.any(Array) });
  });
});
