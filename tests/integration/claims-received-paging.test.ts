// Issue 33: Claims received pages with a cursor, newest served first, and says how many there are
// (?cursor&limit on the paycert and payclaim lists), while its summaries — each bucket's count,
// the claims received in the period and the deadlines due — still count every claim, not the page's.
// A cursor or limit that is not one is refused (422); another account's user reads none of it.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { encodeCursor } from '@/lib/domain/page-cursor';
import { GET as paycert } from '@/app/api/paycert/account/[acc]/claims_received/route';
import { GET as payclaim } from '@/app/api/payclaim/account/[acc]/claims_received/route';
import { callRoute } from '../support/call-route';
import { claimOn, certOn, sharedContract } from '../support/dashboard-fixtures';
import { createAccountWithOwner } from '../support/factories';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

let claimer: Awaited<ReturnType<typeof createAccountWithOwner>>;
let certifier: Awaited<ReturnType<typeof createAccountWithOwner>>;
/** The served claims' ids, newest served first. */
const newestFirst: string[] = [];

const url = (query: string) => `http://localhost/api/claims_received?${query}`;
const list = (handler: typeof paycert, query: string, acc = certifier.accountId) =>
  callRoute(handler, { url: url(query), params: { acc } });

beforeAll(async () => {
  claimer = await createAccountWithOwner('Paged claimer');
  certifier = await createAccountWithOwner('Paged certifier');
  const project = (accountId: string) =>
    db().project.create({ data: { accountId, name: 'Tower', timeZone: 'Pacific/Auckland', gstPercent: 15 } });
  const served: { id: string; at: string }[] = [];
  // A current contract of five served claims (the last open) and a draft; a finalised one of two.
  for (const [name, status, count] of [
    ['Current', 'started', 5],
    ['Finalised', 'finalised', 2],
  ] as const) {
    const contract = await sharedContract({
      claimer: claimer.accountId,
      certifier: certifier.accountId,
      claimerProject: (await project(claimer.accountId)).id,
      certifierProject: (await project(certifier.accountId)).id,
      name,
    });
    for (let n = 1; n <= count; n++) {
      const month = `2025-${String(n + (status === 'started' ? 0 : 6)).padStart(2, '0')}`;
      const servedAt = `${month}-25T01:00:00Z`;
      const open = status === 'started' && n === count;
      const claim = await claimOn(contract.id, {
        number: n,
        month,
        status: open ? 'issued' : 'certified',
        servedAt,
        total: 1_000_00,
      });
      if (!open) await certOn(claim, { number: n, status: 'issued', servedAt: `${month}-28T01:00:00Z` });
      served.push({ id: claim.id, at: servedAt });
    }
    await claimOn(contract.id, { number: count + 1, month: '2026-01', status: 'draft' });
    await db().contract.update({ where: { id: contract.id }, data: { status } });
  }
  // Two served at the same moment: the id orders them.
  await db().claim.update({ where: { id: served[1]!.id }, data: { servedAt: new Date(served[0]!.at) } });
  served[1]!.at = served[0]!.at;
  newestFirst.push(
    ...served.sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id)).map((s) => s.id),
  );
});

/** Every page of a list, following its cursors: the ids in order, and the totals each page said. */
async function follow(handler: typeof paycert, query: string, ids: (body: never) => string[]) {
  const seen: string[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  do {
    const page = await list(handler, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    seen.push(...ids(page.body as never));
    totals.add(page.body.total);
    cursor = page.body.next_cursor;
  } while (cursor && seen.length < 20);
  return { seen, totals: [...totals] };
}

const claimIds = (rows: { claim_id: string }[]) => rows.map((r) => r.claim_id);

describe('claims received pages', () => {
  it('payclaim: a page at a time, newest served first, each claim once, with the total', async () => {
    signInAs(certifier.userId);
    const all = await follow(payclaim, 'limit=3', (b: { claims: { claim_id: string }[] }) =>
      claimIds(b.claims),
    );
    expect(all).toEqual({ seen: newestFirst, totals: [7] });
    const completed = await list(payclaim, 'bucket=completed');
    expect(completed.body).toMatchObject({ total: 2, next_cursor: null });
    expect(claimIds(completed.body.claims)).toEqual(newestFirst.slice(0, 2));
  });

  it('paycert: the page in its buckets, each bucket counted in full, the summaries over every claim', async () => {
    signInAs(certifier.userId);
    const full = await list(paycert, '');
    const one = await list(paycert, 'limit=1');
    expect(one.body.counts).toEqual({ current: 5, completed: 2, archived: 0 });
    expect(one.body.total).toBe(7);
    expect([...one.body.current, ...one.body.completed]).toHaveLength(1);
    // Whichever page is shown, the deadlines due are those of every row (the full list is one page).
    const dueRows = [...full.body.current, ...full.body.completed].filter((r: { over_due_type: string }) =>
      ['over_due', 'due_in_3_days', 'due_in_7_days'].includes(r.over_due_type),
    );
    expect(one.body.due_count).toBe(dueRows.length);
    expect(one.body.received_in_period).toEqual(full.body.received_in_period);
    const current = await follow(
      paycert,
      'bucket=current&limit=2',
      (b: { current: { claim_id: string }[] }) => claimIds(b.current),
    );
    expect(current).toEqual({ seen: newestFirst.slice(2), totals: [5] });
  });

  it('refuses a cursor or a limit that is not one', async () => {
    signInAs(certifier.userId);
    const bad = [
      'cursor=%%%',
      `cursor=${encodeCursor([1, 2])}`,
      `cursor=${encodeCursor(['2025-01-01', 'x'])}`,
    ];
    for (const handler of [paycert, payclaim]) {
      for (const query of [...bad, 'limit=0', 'limit=201', 'limit=ten']) {
        const refused = await list(handler, query);
        expect(refused.status, query).toBe(422);
        expect(refused.body.errors.length, query).toBeGreaterThan(0);
      }
    }
  });

  it("another account's user reads none of it, with the account's cursor or without", async () => {
    signInAs(certifier.userId);
    const cursor = (await list(payclaim, 'limit=2')).body.next_cursor as string;
    signInAs(claimer.userId);
    for (const handler of [paycert, payclaim]) {
      expect((await list(handler, `cursor=${cursor}`)).status).toBe(403);
      const own = await list(handler, `cursor=${cursor}`, claimer.accountId);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ total: 0, next_cursor: null });
    }
  });
});
