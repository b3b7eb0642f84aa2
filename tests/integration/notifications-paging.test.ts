// Issue 33: the caller's notifications page with a cursor (read_all_notice?cursor&limit), newest
// first, and say how many there are; a cursor that is not one is refused (422), and another
// account's user reads nothing of them with or without one.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { encodeCursor } from '@/lib/domain/page-cursor';
import { GET as allNotices } from '@/app/api/dashboard/account/[acc]/read_all_notice/route';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

let me: Awaited<ReturnType<typeof createAccountWithOwner>>;
let other: Awaited<ReturnType<typeof createAccountWithOwner>>;
const url = (query: string) => `http://localhost/api/dashboard/notices?${query}`;
const read = (query: string, acc = me.accountId) =>
  callRoute(allNotices, { url: url(query), params: { acc } });
const messages = (body: { notifications: { message: string }[] }) => body.notifications.map((n) => n.message);

beforeAll(async () => {
  me = await createAccountWithOwner('Paged notices');
  other = await createAccountWithOwner('Other notices');
  // Seven, a minute apart, n1 the newest; n4 and n5 at the same moment (the id breaks the tie).
  const base = Date.UTC(2026, 10, 1, 9);
  await db().notification.createMany({
    data: [1, 2, 3, 4, 5, 6, 7].map((n) => ({
      accountId: me.accountId,
      userId: me.userId,
      kind: 'claim_served',
      message: `n${n}`,
      createdAt: new Date(base - (n === 5 ? 4 : n) * 60_000),
      readAt: n % 2 ? null : new Date(base),
    })),
  });
});

describe('read_all_notice pages', () => {
  it('a page at a time, newest first, with the total and the next cursor until the last', async () => {
    signInAs(me.userId);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 5; pages++) {
      const page = await read(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(7);
      expect(page.body.noticeNum).toBe(4);
      seen.push(...messages(page.body));
      cursor = page.body.next_cursor;
      if (!cursor) break;
    }
    expect(seen.slice(0, 3)).toEqual(['n1', 'n2', 'n3']);
    expect([...seen.slice(3, 5)].sort()).toEqual(['n4', 'n5']);
    expect(seen.slice(5)).toEqual(['n6', 'n7']);
  });

  it('the first 100 without a query, as before', async () => {
    signInAs(me.userId);
    const all = await read('');
    expect(all.body).toMatchObject({ total: 7, next_cursor: null, noticeNum: 4 });
    expect(messages(all.body)).toHaveLength(7);
  });

  it('refuses a cursor or limit that is not one', async () => {
    signInAs(me.userId);
    for (const query of [
      'cursor=abc!',
      `cursor=${encodeCursor(['yesterday', 'x'])}`,
      'limit=0',
      'limit=201',
      'page=2',
    ]) {
      const refused = await read(query);
      expect(refused.status, query).toBe(422);
      expect(refused.body.errors.length, query).toBeGreaterThan(0);
    }
  });

  it("another account's user reads none of them, with a cursor or without", async () => {
    signInAs(me.userId);
    const cursor = (await read('limit=2')).body.next_cursor as string;
    signInAs(other.userId);
    expect((await read(`cursor=${cursor}`)).status).toBe(403);
    const own = await read(`cursor=${cursor}`, other.accountId);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ notifications: [], total: 0, next_cursor: null });
  });
});
