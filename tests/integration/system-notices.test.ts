// System notices (issue 13, spec §4, §7 read_system_notice and /maintenance, §9 48-hour window):
// platform administrators schedule and delete them; everyone else gets 403 and changes nothing;
// signed-in users read those live now or starting within the window; a maintenance period answers
// /api/maintenance. Bad input is a 422 in the error shape and writes nothing.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { db } from '@/lib/db/client';
import { createStaffUser } from '@/scripts/create-admin';
import { GET as list, POST as create } from '@/app/api/admin/system_notices/route';
import { DELETE as remove } from '@/app/api/admin/system_notices/[id]/route';
import { GET as readSystem } from '@/app/api/dashboard/account/[acc]/read_system_notice/route';
import { GET as maintenance } from '@/app/api/maintenance/route';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const platformAdmin = async () =>
  (await createStaffUser(db(), { role: 'admin', email: `admin-${randomUUID()}@claimcert.test` })).userId;
const notice = (over: Record<string, unknown> = {}) => ({
  title: 'Planned upgrade',
  body: 'ClaimCert will be unavailable for up to 30 minutes.',
  starts_at: at(10),
  ends_at: at(11),
  is_maintenance: true,
  ...over,
});

beforeEach(async () => {
  await db().systemNotice.deleteMany();
});

describe('administrators schedule and delete system notices', () => {
  it('creates, lists and deletes; the window and /api/maintenance follow', async () => {
    signInAs(await platformAdmin());
    const made = await callRoute(create, { body: notice() });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ title: 'Planned upgrade', isMaintenance: true });
    const later = await callRoute(create, {
      body: notice({ title: 'Price change', starts_at: at(72), ends_at: at(96), is_maintenance: false }),
    });
    expect(later.status).toBe(201);
    const listed = await callRoute(list);
    expect(listed.body.current.map((n: { title: string }) => n.title)).toEqual([
      'Planned upgrade',
      'Price change',
    ]);

    const user = await createAccountWithOwner('Reader Ltd');
    signInAs(user.userId);
    const window = await callRoute(readSystem, { params: { acc: user.accountId } });
    // 48 hours ahead by default: the notice 72 hours away is not in it yet.
    expect(window.body.notices.map((n: { title: string }) => n.title)).toEqual(['Planned upgrade']);
    const wider = await callRoute(readSystem, {
      params: { acc: user.accountId },
      url: 'http://localhost/api/x?window=100',
    });
    expect(wider.body.notices).toHaveLength(2);
    const m = await callRoute(maintenance, { url: 'http://localhost/api/maintenance?period=48' });
    expect(m.body).toMatchObject({
      is_under_maintenance: false,
      maintenance: [{ title: 'Planned upgrade' }],
    });

    signInAs(await platformAdmin());
    expect((await callRoute(remove, { method: 'DELETE', params: { id: made.body.id } })).status).toBe(200);
    expect((await callRoute(remove, { method: 'DELETE', params: { id: made.body.id } })).status).toBe(404);
    expect(
      (await callRoute(maintenance, { url: 'http://localhost/api/maintenance' })).body.maintenance,
    ).toEqual([]);
  });

  it('a period running now is under maintenance', async () => {
    signInAs(await platformAdmin());
    await callRoute(create, { body: notice({ starts_at: at(-1), ends_at: at(1) }) });
    expect(
      (await callRoute(maintenance, { url: 'http://localhost/api/maintenance' })).body.is_under_maintenance,
    ).toBe(true);
  });

  it('everyone else gets 401 or 403 and nothing changes', async () => {
    signInAs(await platformAdmin());
    const kept = (await callRoute(create, { body: notice() })).body.id;
    const owner = await createAccountWithOwner('Not Staff Ltd');
    const support = await createStaffUser(db(), { role: 'support', email: `s-${randomUUID()}@x.test` });
    const calls = [
      () => callRoute(list),
      () => callRoute(create, { body: notice({ title: 'Sneaky' }) }),
      () => callRoute(remove, { method: 'DELETE', params: { id: kept } }),
    ];
    signInAs(null);
    for (const call of calls) expect((await call()).status).toBe(401);
    for (const userId of [owner.userId, support.userId]) {
      signInAs(userId);
      for (const call of calls) expect((await call()).status).toBe(403);
    }
    expect((await db().systemNotice.findMany()).map((n) => n.id)).toEqual([kept]);
  });

  it.each([
    ['no title', notice({ title: '  ' }), 'title'],
    ['an end before the start', notice({ starts_at: at(5), ends_at: at(4) }), 'ends_at'],
    ['a time that is not one', notice({ starts_at: 'tomorrow' }), 'starts_at'],
    ['a time without its zone', notice({ starts_at: '2026-12-01T10:00' }), 'starts_at'],
    ['an unknown field', { ...notice(), account_id: randomUUID() }, ''],
    ['a body far too long', notice({ body: 'x'.repeat(2001) }), 'body'],
    ['not JSON at all', null, ''],
  ])('refuses %s with 422 and writes nothing', async (_name, body, field) => {
    signInAs(await platformAdmin());
    const res =
      body === null
        ? await callRoute(create, { method: 'POST', rawBody: '{"title":' })
        : await callRoute(create, { body });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors.length).toBeGreaterThan(0);
    if (field) expect(JSON.stringify(res.body.errors)).toContain(field);
    expect(await db().systemNotice.count()).toBe(0);
  });

  it('refuses a bad id or window with a 4xx', async () => {
    signInAs(await platformAdmin());
    expect((await callRoute(remove, { method: 'DELETE', params: { id: 'x' } })).status).toBe(422);
    const user = await createAccountWithOwner('Reader Two');
    signInAs(user.userId);
    for (const w of ['0', 'abc', '1.5', '99999']) {
      const res = await callRoute(readSystem, {
        params: { acc: user.accountId },
        url: `http://localhost/api/x?window=${w}`,
      });
      expect(res.status).toBe(422);
    }
  });
});
