// Issue 33: the projects list pages with a cursor and says how many there are. Its filter, search and
// order are SQL's (lib/server/projects/project-page.ts), over every project, so that following the
// cursors gives the whole list once, in the order one page of all of it gives; a row added while
// paging neither repeats nor skips one. A cursor that is not one is refused (422, `{ errors }`), and
// another account's user reads nothing with it.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { encodeCursor } from '@/lib/domain/page-cursor';
import { PROJECT_FILTERS, PROJECT_SORTS } from '@/lib/domain/project-filters';
import type { ProjectStatus } from '@/lib/domain/project-status';
import { GET as list } from '@/app/api/group/account/[acc]/contract_group/route';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { projectOf } from '../support/contract-fixtures';

let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let stranger: Awaited<ReturnType<typeof createAccountWithOwner>>;

interface Made {
  name: string;
  status?: ProjectStatus;
  pinned?: boolean;
  number?: string;
  /** One contract of the account's worth this many cents (top-level base item), or no contract. */
  value?: number;
  side?: 'claim' | 'cert';
  created: string;
}

async function make(accountId: string, p: Made) {
  const project = await projectOf(accountId, p.name, {
    status: p.status ?? 'current',
    isPinned: p.pinned ?? false,
    projectNumber: p.number ?? null,
    createdAt: new Date(p.created),
  });
  if (p.value !== undefined) {
    await db().contract.create({
      data: {
        name: `${p.name} contract`,
        createdByAccountId: accountId,
        ...(p.side === 'cert' ? { payerAccountId: accountId } : { payeeAccountId: accountId }),
        country: 'NZ',
        gstPercent: 15,
        timeZone: 'Pacific/Auckland',
        placements: { create: { accountId, projectId: project.id, side: p.side ?? 'claim' } },
        lineItems: {
          create: [
            { kind: 'base', description: 'Works', total: BigInt(p.value) },
            // An unapproved variation is not part of the contract's value.
            { kind: 'variation', description: 'Pending', total: 999_999_00n, approvalStatus: 'pending' },
          ],
        },
      },
    });
  }
  return project;
}

const PROJECTS: Made[] = [
  { name: 'Block 10', value: 500_00, created: '2026-01-10T00:00:00Z' },
  { name: 'block 2', value: 500_00, created: '2026-01-02T00:00:00Z' },
  { name: 'Ōrākei Townhouses', number: 'KI-2026-09', value: 900_00, created: '2026-01-05T00:00:00Z' },
  { name: 'Orakei Shops', value: 100_00, side: 'cert', created: '2026-01-07T00:00:00Z' },
  { name: 'Zealandia', pinned: true, created: '2026-01-01T00:00:00Z' },
  { name: 'Archived empty', status: 'archived', created: '2026-01-03T00:00:00Z' },
  { name: 'Archived works', status: 'archived', value: 700_00, created: '2026-01-04T00:00:00Z' },
  { name: 'Draft', status: 'draft', value: 200_00, created: '2026-01-06T00:00:00Z' },
  { name: 'Completed', status: 'completed', value: 300_00, created: '2026-01-08T00:00:00Z' },
];

beforeAll(async () => {
  owner = await createAccountWithOwner('Paged projects');
  stranger = await createAccountWithOwner('Other firm');
  for (const p of PROJECTS) await make(owner.accountId, p);
  await make(stranger.accountId, { name: 'Stranger project', value: 1_00, created: '2026-01-01T00:00:00Z' });
});

const url = (query: string) => `http://localhost/api/group/account/x/contract_group?${query}`;
const listAs = (userId: string, query: string, acc = owner.accountId) => {
  signInAs(userId);
  return callRoute(list, { url: url(query), params: { acc } });
};
const names = (body: { projects: { name: string }[] }) => body.projects.map((p) => p.name);

/** Every page of a list, following its cursors: the names in order, and the totals each page said. */
async function follow(query: string, limit: number) {
  const seen: string[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  do {
    const page = await listAs(owner.userId, `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status, query).toBe(200);
    expect(page.body.projects.length).toBeLessThanOrEqual(limit);
    seen.push(...names(page.body));
    totals.add(page.body.total);
    cursor = page.body.next_cursor;
  } while (cursor && seen.length <= PROJECTS.length);
  return { seen, totals: [...totals] };
}

/** Each sort's order of every project (filter=all), as the rules of lib/domain/project-filters.ts give it. */
const ORDERS: Record<string, string> = {
  // Pinned first; then by value, ties by name ("block 2" before "Block 10").
  total_contract_value:
    'Zealandia|Ōrākei Townhouses|Archived works|block 2|Block 10|Completed|Draft|Orakei Shops|Archived empty',
  // Case and accents aside: "Orakei Shops" before "Ōrākei Townhouses".
  name: 'Zealandia|Archived empty|Archived works|block 2|Block 10|Completed|Draft|Orakei Shops|Ōrākei Townhouses',
  created:
    'Zealandia|Block 10|Completed|Orakei Shops|Draft|Ōrākei Townhouses|Archived works|Archived empty|block 2',
};
const ARCHIVED = new Set(['Archived empty', 'Archived works']);

describe('the projects list, in SQL', () => {
  it('orders by value, name or newest, pinned first, ties by name; names case and accents aside, numbers by value', async () => {
    const all = async (sort: string) => names((await listAs(owner.userId, `sort=${sort}&filter=all`)).body);
    for (const [sort, order] of Object.entries(ORDERS))
      expect(await all(sort), sort).toEqual(order.split('|'));
  });

  it('sums only the account’s top-level base items and approved variations for the value', async () => {
    const res = await listAs(owner.userId, 'search=townhouses');
    expect(res.body.projects).toEqual([
      expect.objectContaining({ name: 'Ōrākei Townhouses', total_contract_value: 900_00 }),
    ]);
  });

  it('applies the §2 filters: archived hidden by default, all, no contracts or not archived, with contracts', async () => {
    const by = async (filter: string) =>
      new Set(names((await listAs(owner.userId, `filter=${filter}&sort=name`)).body));
    const active = [
      'Block 10',
      'block 2',
      'Ōrākei Townhouses',
      'Orakei Shops',
      'Zealandia',
      'Draft',
      'Completed',
    ];
    expect(await by('active')).toEqual(new Set(active));
    expect(await by('all')).toEqual(new Set(PROJECTS.map((p) => p.name)));
    expect(await by('empty_or_active')).toEqual(new Set([...active, 'Archived empty']));
    expect(await by('with_contracts')).toEqual(
      new Set(PROJECTS.filter((p) => p.value !== undefined).map((p) => p.name)),
    );
  });

  it.each([
    ['', 7],
    ['%20%20%20', 7],
    ['orakei', 2],
    ['ŌRĀKEI', 2],
    ['TOWN', 1],
    ['ki-2026', 1],
    ['2026-09', 1],
    ['remuera', 0],
    ['%25', 0],
    ['_', 0],
  ])('searches the name and number ignoring case and accents: %j lists %d', async (search, count) => {
    const res = await listAs(owner.userId, `search=${search}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(count);
    expect(res.body.projects).toHaveLength(count);
  });

  it('lists by contract side', async () => {
    expect(names((await listAs(owner.userId, 'type=cert')).body)).toEqual(['Orakei Shops']);
    expect((await listAs(owner.userId, 'type=claim')).body.total).toBe(5);
  });
});

describe('the projects list pages', () => {
  it('follows its cursors through every filter and sort: each project once, in order, with one total', async () => {
    for (const filter of PROJECT_FILTERS) {
      for (const sort of PROJECT_SORTS) {
        const query = `filter=${filter}&sort=${sort}`;
        const whole = (await listAs(owner.userId, query)).body;
        expect(whole.next_cursor).toBeNull();
        for (const limit of [1, 2, 4]) {
          expect(await follow(query, limit), `${query}&limit=${limit}`).toEqual({
            seen: names(whole),
            totals: [whole.total],
          });
        }
      }
    }
  });

  it('counts every page’s projects by status, and the due ones whatever the page', async () => {
    const one = await listAs(owner.userId, 'filter=all&limit=1');
    expect(one.body).toMatchObject({
      total: 9,
      counts: { current: 5, draft: 1, completed: 1, archived: 2 },
      due_count: (await listAs(owner.userId, 'filter=all')).body.due_count,
    });
    expect(one.body.projects).toHaveLength(1);
    expect(one.body.next_cursor).toEqual(expect.any(String));
  });

  it('neither repeats nor skips a project when one is added before the cursor meanwhile', async () => {
    const first = await listAs(owner.userId, 'sort=created&limit=3');
    const added = await make(owner.accountId, { name: 'Newest', created: '2026-02-01T00:00:00Z' });
    try {
      const rest: string[] = [];
      let cursor: string | null = first.body.next_cursor;
      while (cursor) {
        const page = await listAs(owner.userId, `sort=created&limit=3&cursor=${cursor}`);
        rest.push(...names(page.body));
        cursor = page.body.next_cursor;
      }
      expect([...names(first.body), ...rest]).toEqual(
        ORDERS.created!.split('|').filter((name) => !ARCHIVED.has(name)),
      );
      expect(
        (await listAs(owner.userId, `sort=created&limit=3&cursor=${first.body.next_cursor}`)).body.total,
      ).toBe(8);
    } finally {
      await db().project.delete({ where: { id: added.id } });
    }
  });

  it('refuses a cursor or a limit that is not one with 422 and its errors', async () => {
    const byName = (await listAs(owner.userId, 'sort=name&limit=1')).body.next_cursor as string;
    const id = crypto.randomUUID();
    const bad = [
      'cursor=%25%25%25',
      `cursor=${encodeCursor([1, 2])}`,
      // A cursor of another sort, or whose key does not fit its sort.
      `sort=total_contract_value&cursor=${byName}`,
      `sort=name&cursor=${encodeCursor(['name', false, 'A', 'B', id])}`,
      `sort=created&cursor=${encodeCursor(['created', false, 'yesterday', 'A', id])}`,
      `sort=total_contract_value&cursor=${encodeCursor(['total_contract_value', false, 1.5, 'A', id])}`,
      `cursor=${encodeCursor(['total_contract_value', 'yes', 1, 'A', id])}`,
      `cursor=${encodeCursor(['total_contract_value', false, 1, 'A', 'not-an-id'])}`,
      'limit=0',
      'limit=201',
      'limit=ten',
    ];
    for (const query of bad) {
      const refused = await listAs(owner.userId, query);
      expect(refused.status, query).toBe(422);
      expect(refused.body.errors.length, query).toBeGreaterThan(0);
    }
  });

  it("another account's user reads none of it, with the account's cursor or without", async () => {
    const cursor = (await listAs(owner.userId, 'limit=2')).body.next_cursor as string;
    const theirs = await listAs(stranger.userId, `cursor=${cursor}`);
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(theirs.body)).not.toContain('Block');
    const own = await listAs(stranger.userId, `cursor=${cursor}`, stranger.accountId);
    expect(own.status).toBe(200);
    expect(names(own.body)).not.toContain('Block 10');
    expect(own.body.total).toBe(1);
    expect(names((await listAs(stranger.userId, '', stranger.accountId)).body)).toEqual(['Stranger project']);
  });
});
