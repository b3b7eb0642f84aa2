import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { db } from '@/lib/db/client';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { createStaffUser } from '@/scripts/create-admin';
import { GET as listAccounts } from '@/app/api/admin/accounts/route';
import { PATCH as updateAccount } from '@/app/api/admin/accounts/[id]/route';
import { GET as listUsers } from '@/app/api/admin/accounts/[id]/users/route';
import { POST as reactivate } from '@/app/api/admin/accounts/[id]/reactive/route';

const platformAdmin = async () =>
  (await createStaffUser(db(), { role: 'admin', email: `admin-${randomUUID()}@claimcert.test` })).userId;

const patch = (id: string, body: unknown) =>
  callRoute(updateAccount, { method: 'PATCH', params: { id }, body });

const adminHistory = (accountId: string) =>
  db().history.findMany({
    where: { accountId, details: { path: ['by'], equals: 'platform_admin' } },
    orderBy: { createdAt: 'asc' },
    select: { action: true, actorUserId: true, actingAsSupport: true },
  });

describe('only platform administrators reach /api/admin', () => {
  it('gives 401 without a session and 403 with no data to everyone else, owners and support included', async () => {
    const a = await createAccountWithOwner('Secret Holdings');
    const support = await createStaffUser(db(), { role: 'support', email: `s-${randomUUID()}@x.test` });
    const calls = [
      () => callRoute(listAccounts),
      () => callRoute(listUsers, { params: { id: a.accountId } }),
      () => patch(a.accountId, { is_active: false }),
      () => callRoute(reactivate, { method: 'POST', params: { id: a.accountId } }),
    ];
    signInAs(null);
    for (const call of calls) expect((await call()).status).toBe(401);
    for (const userId of [a.userId, support.userId]) {
      signInAs(userId);
      for (const call of calls) {
        const res = await call();
        expect(res).toEqual({
          status: 403,
          body: { errors: [{ message: 'You do not have access to this.' }] },
        });
      }
    }
    expect((await db().account.findUniqueOrThrow({ where: { id: a.accountId } })).isActive).toBe(true);
  });
});

describe('GET /api/admin/accounts', () => {
  it('lists every account with its country, owner, users, creation date and states', async () => {
    const a = await createAccountWithOwner('Listed Ltd');
    const member = await db().user.create({
      data: { email: `m-${randomUUID()}@x.test`, name: 'Zed Member' },
    });
    await db().membership.create({ data: { accountId: a.accountId, userId: member.id, role: 'view' } });
    const gone = await db().user.create({ data: { email: `g-${randomUUID()}@x.test`, name: 'Gone User' } });
    await db().membership.create({
      data: { accountId: a.accountId, userId: gone.id, role: 'admin', status: 'inactive' },
    });
    await db().account.update({ where: { id: a.accountId }, data: { isHelpDeskMode: true } });
    signInAs(await platformAdmin());

    const res = await callRoute(listAccounts, { url: 'http://localhost/api/admin/accounts' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, page_size: 50, total: await db().account.count() });
    expect(res.body.accounts.find((x: { id: string }) => x.id === a.accountId)).toEqual({
      id: a.accountId,
      name: 'Listed Ltd',
      country: 'NZ',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      is_active: true,
      is_help_desk_mode: true,
      owner: { name: 'Listed Ltd Owner', email: a.email },
      // Active members only, owner first.
      users: { count: 2, names: ['Listed Ltd Owner', 'Zed Member'] },
    });
  });

  it('pages newest first and refuses a bad page number with 422', async () => {
    const first = await createAccountWithOwner('First');
    const second = await createAccountWithOwner('Second');
    signInAs(await platformAdmin());
    const res = await callRoute(listAccounts, { url: 'http://localhost/api/admin/accounts?page=1' });
    const ids: string[] = res.body.accounts.map((x: { id: string }) => x.id);
    expect(ids.indexOf(second.accountId)).toBeLessThan(ids.indexOf(first.accountId));
    expect(ids.indexOf(first.accountId)).toBeGreaterThan(-1);
    const beyond = await callRoute(listAccounts, { url: 'http://localhost/api/admin/accounts?page=999' });
    expect(beyond.body).toMatchObject({ accounts: [], total: await db().account.count(), page: 999 });
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const bad = await callRoute(listAccounts, { url: `http://localhost/api/admin/accounts?page=${page}` });
      expect(bad.status).toBe(422);
      expect(bad.body.errors[0]).toMatchObject({ field: 'query.page' });
    }
  });
});

describe('GET /api/admin/accounts/{id}/users', () => {
  it('lists every member with role and status; 404 for an unknown id, 422 for a malformed one', async () => {
    const a = await createAccountWithOwner('People Ltd');
    const gone = await db().user.create({ data: { email: `g-${randomUUID()}@x.test`, name: 'Gone User' } });
    await db().membership.create({
      data: { accountId: a.accountId, userId: gone.id, role: 'admin', status: 'inactive' },
    });
    signInAs(await platformAdmin());
    const res = await callRoute(listUsers, { params: { id: a.accountId } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      account: { id: a.accountId, name: 'People Ltd' },
      users: [
        expect.objectContaining({ user_id: a.userId, email: a.email, role: 'owner', status: 'active' }),
        expect.objectContaining({ user_id: gone.id, name: 'Gone User', role: 'admin', status: 'inactive' }),
      ],
    });
    expect((await callRoute(listUsers, { params: { id: randomUUID() } })).status).toBe(404);
    expect((await callRoute(listUsers, { params: { id: 'x' } })).status).toBe(422);
  });
});

describe('PATCH /api/admin/accounts/{id} and POST …/reactive', () => {
  it('deactivates an account: its members lose access at once; reactive gives it back; history on the account', async () => {
    const a = await createAccountWithOwner();
    const admin = await platformAdmin();
    signInAs(admin);
    expect(await patch(a.accountId, { is_active: false })).toEqual({
      status: 200,
      body: { account: { id: a.accountId, is_active: false, is_help_desk_mode: false } },
    });
    expect(await resolveActor(a.userId, a.accountId)).toBeNull();

    const back = await callRoute(reactivate, { method: 'POST', params: { id: a.accountId } });
    expect(back.body).toEqual({ account: { id: a.accountId, is_active: true, is_help_desk_mode: false } });
    expect(await resolveActor(a.userId, a.accountId)).toMatchObject({ role: 'owner' });
    // Reactivating an active account changes nothing and records nothing.
    await callRoute(reactivate, { method: 'POST', params: { id: a.accountId } });
    expect(await adminHistory(a.accountId)).toEqual([
      { action: 'account.deactivated', actorUserId: admin, actingAsSupport: false },
      { action: 'account.reactivated', actorUserId: admin, actingAsSupport: false },
    ]);
  });

  it('turns help desk mode off, shutting support out; it will not turn it on', async () => {
    const a = await createAccountWithOwner();
    const support = await createStaffUser(db(), { role: 'support', email: `s-${randomUUID()}@x.test` });
    await db().account.update({ where: { id: a.accountId }, data: { isHelpDeskMode: true } });
    expect(await resolveActor(support.userId, a.accountId)).toMatchObject({ role: 'helpdesk' });
    const admin = await platformAdmin();
    signInAs(admin);

    const on = await patch(a.accountId, { is_help_desk_mode: true });
    expect(on.status).toBe(422);
    expect(on.body.errors[0]).toMatchObject({
      field: 'is_help_desk_mode',
      message: "Only the account's owner or admin can turn help desk mode on.",
    });

    expect((await patch(a.accountId, { is_help_desk_mode: false })).body.account.is_help_desk_mode).toBe(
      false,
    );
    expect(await resolveActor(support.userId, a.accountId)).toBeNull();
    expect(await adminHistory(a.accountId)).toEqual([
      { action: 'help_desk.disabled', actorUserId: admin, actingAsSupport: false },
    ]);
  });

  it.each([
    ['an empty body', { body: {} }, 422],
    ['no body', {}, 422],
    ['a string for is_active', { body: { is_active: 'no' } }, 422],
    ['an unknown field', { body: { is_active: false, name: 'x' } }, 422],
    ['malformed JSON', { rawBody: '{' }, 400],
  ])('refuses %s with a 4xx { errors } and changes nothing', async (_label, init, status) => {
    const a = await createAccountWithOwner();
    signInAs(await platformAdmin());
    const res = await callRoute(updateAccount, { method: 'PATCH', params: { id: a.accountId }, ...init });
    expect(res.status).toBe(status);
    expect(res.body.errors[0].message).toEqual(expect.any(String));
    expect((await db().account.findUniqueOrThrow({ where: { id: a.accountId } })).isActive).toBe(true);
  });

  it('answers 404 for an unknown account and 422 for a malformed id', async () => {
    signInAs(await platformAdmin());
    expect((await patch(randomUUID(), { is_active: false })).status).toBe(404);
    expect((await callRoute(reactivate, { method: 'POST', params: { id: randomUUID() } })).status).toBe(404);
    expect((await patch('../../etc', { is_active: false })).status).toBe(422);
  });
});
