import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { db } from '@/lib/db/client';
import { chooseSessionAccount } from '@/lib/server/session/list-user-accounts';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { createStaffUser } from '@/scripts/create-admin';
import { PATCH as updateAccountDetail } from '@/app/api/account/[acc]/update_account_detail/route';
import { GET as getProjects } from '@/app/api/dashboard/account/[acc]/read_active_projects/route';
import { GET as getProfile } from '@/app/api/profile/route';
import { POST as createCompany } from '@/app/api/company/account/[acc]/company/route';

const setHelpMode = (acc: string, body: unknown) =>
  callRoute(updateAccountDetail, { method: 'PATCH', params: { acc }, body });

const helpDeskHistory = (accountId: string) =>
  db().history.findMany({
    where: { accountId, action: { startsWith: 'help_desk.' } },
    orderBy: { createdAt: 'asc' },
    select: { action: true, actorUserId: true, actingAsSupport: true },
  });

async function addMember(accountId: string, role: 'admin' | 'view' | 'none') {
  const user = await db().user.create({
    data: { email: `${role}-${randomUUID()}@test.example`, name: role },
  });
  await db().membership.create({ data: { accountId, userId: user.id, role } });
  return user.id;
}

const supportUser = async () =>
  (await createStaffUser(db(), { role: 'support', email: `support-${randomUUID()}@claimcert.test` })).userId;

describe('PATCH /api/account/{acc}/update_account_detail { is_help_mode }', () => {
  it('lets the owner turn help desk mode on and off, with one history row per change', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    expect(await setHelpMode(a.accountId, { is_help_mode: true })).toEqual({
      status: 200,
      body: { is_help_mode: true },
    });
    expect((await db().account.findUniqueOrThrow({ where: { id: a.accountId } })).isHelpDeskMode).toBe(true);
    // Saying it again changes nothing and records nothing.
    expect((await setHelpMode(a.accountId, { is_help_mode: true })).status).toBe(200);
    expect((await setHelpMode(a.accountId, { is_help_mode: false })).body).toEqual({ is_help_mode: false });
    expect(await helpDeskHistory(a.accountId)).toEqual([
      { action: 'help_desk.enabled', actorUserId: a.userId, actingAsSupport: false },
      { action: 'help_desk.disabled', actorUserId: a.userId, actingAsSupport: false },
    ]);
  });

  it('lets an admin do it too; view and none members, other accounts and support get 403', async () => {
    const a = await createAccountWithOwner();
    const other = await createAccountWithOwner('Other');
    signInAs(await addMember(a.accountId, 'admin'));
    expect((await setHelpMode(a.accountId, { is_help_mode: true })).status).toBe(200);

    const support = await supportUser();
    for (const userId of [
      await addMember(a.accountId, 'view'),
      await addMember(a.accountId, 'none'),
      other.userId,
      // Support act in the account now, but letting them in or out is the customer's decision.
      support,
    ]) {
      signInAs(userId);
      const res = await setHelpMode(a.accountId, { is_help_mode: false });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errors: [{ message: 'You do not have access to this.' }] });
    }
    expect((await db().account.findUniqueOrThrow({ where: { id: a.accountId } })).isHelpDeskMode).toBe(true);
    expect(await helpDeskHistory(a.accountId)).toHaveLength(1);
  });

  it.each([
    ['no body', {}, 422],
    ['a missing field', { body: {} }, 422],
    ['a string for the flag', { body: { is_help_mode: 'yes' } }, 422],
    ['an unknown field', { body: { is_help_mode: true, is_active: false } }, 422],
    ['a JSON array', { body: [true] }, 422],
    ['malformed JSON', { rawBody: '{"is_help_mode": tr' }, 400],
  ])('refuses %s with a 4xx { errors } and changes nothing', async (_label, init, status) => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const res = await callRoute(updateAccountDetail, {
      method: 'PATCH',
      params: { acc: a.accountId },
      ...init,
    });
    expect(res.status).toBe(status);
    expect(res.body.errors[0].message).toEqual(expect.any(String));
    expect((await db().account.findUniqueOrThrow({ where: { id: a.accountId } })).isHelpDeskMode).toBe(false);
  });

  it('answers 401 without a session and 403 for a malformed account id', async () => {
    signInAs(null);
    expect((await setHelpMode(randomUUID(), { is_help_mode: true })).status).toBe(401);
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    expect((await setHelpMode('not-a-uuid', { is_help_mode: true })).status).toBe(403);
  });
});

describe('support staff through help desk mode', () => {
  it('open the account only while the mode is on, as helpdesk, and lose it the moment it goes off', async () => {
    const a = await createAccountWithOwner('Harbour Test Ltd');
    await createProjectWithContract(a.accountId, 'Harbour tower');
    const support = await supportUser();
    const asSupport = async () => {
      signInAs(support);
      return {
        api: await callRoute(getProjects, { params: { acc: a.accountId } }),
        page: (await chooseSessionAccount(support, a.accountId)).current,
      };
    };

    const before = await asSupport();
    expect(before.api.status).toBe(403);
    expect(before.page).toBeNull(); // the page session sends them to /error_401_no_accounts

    signInAs(a.userId);
    await setHelpMode(a.accountId, { is_help_mode: true });
    const during = await asSupport();
    expect(during.api.status).toBe(200);
    expect(during.api.body.projects.map((p: { name: string }) => p.name)).toEqual(['Harbour tower']);
    expect(during.page).toMatchObject({
      accountId: a.accountId,
      accountName: 'Harbour Test Ltd',
      role: 'helpdesk',
      isHelpDeskMode: true,
    });
    expect(await resolveActor(support, a.accountId)).toEqual({
      userId: support,
      accountId: a.accountId,
      role: 'helpdesk',
      actingAsSupport: true,
    });
    const profile = await callRoute(getProfile, {
      url: `http://localhost/api/profile?account_id=${a.accountId}`,
    });
    expect(profile.body).toMatchObject({ account_id: a.accountId, payclaim_account_id: [] });

    signInAs(a.userId);
    await setHelpMode(a.accountId, { is_help_mode: false });
    const after = await asSupport();
    expect(after.api.status).toBe(403);
    expect(JSON.stringify(after.api.body)).not.toContain('Harbour tower');
    expect(after.page).toBeNull();
  });

  it('keep their own accounts: a support user who is also a member falls back to them when the mode goes off', async () => {
    const own = await createAccountWithOwner('Support Co');
    await db().user.update({ where: { id: own.userId }, data: { isSupportStaff: true } });
    const customer = await createAccountWithOwner('Customer');
    await db().account.update({ where: { id: customer.accountId }, data: { isHelpDeskMode: true } });

    const open = await chooseSessionAccount(own.userId, customer.accountId);
    expect(open.current).toMatchObject({ accountId: customer.accountId, role: 'helpdesk' });
    expect(open.accounts.map((x) => x.accountId)).toEqual([own.accountId]);

    await db().account.update({ where: { id: customer.accountId }, data: { isHelpDeskMode: false } });
    expect((await chooseSessionAccount(own.userId, customer.accountId)).current).toMatchObject({
      accountId: own.accountId,
      role: 'owner',
    });
  });

  it('never reach an inactive account, and ordinary users never get in through help desk mode', async () => {
    const a = await createAccountWithOwner();
    const stranger = await createAccountWithOwner('Stranger');
    const support = await supportUser();
    await db().account.update({ where: { id: a.accountId }, data: { isHelpDeskMode: true } });

    expect(await resolveActor(stranger.userId, a.accountId)).toBeNull();
    expect((await chooseSessionAccount(stranger.userId, a.accountId)).current?.accountId).toBe(
      stranger.accountId,
    );

    await db().account.update({ where: { id: a.accountId }, data: { isActive: false } });
    expect(await resolveActor(support, a.accountId)).toBeNull();
    expect((await chooseSessionAccount(support, a.accountId)).current).toBeNull();
  });

  it("record what support do as support's: acting_as_support = true on the history row", async () => {
    const a = await createAccountWithOwner();
    const support = await supportUser();
    signInAs(a.userId);
    await setHelpMode(a.accountId, { is_help_mode: true });

    // A real write handler, called by support through help desk mode.
    signInAs(support);
    const created = await callRoute(createCompany, {
      method: 'POST',
      params: { acc: a.accountId },
      body: { entity_name: 'Added By Support Ltd', contacts: [] },
    });
    expect(created.status).toBe(201);
    expect(
      await db().history.findFirstOrThrow({
        where: { accountId: a.accountId, action: 'company.created' },
        select: { actorUserId: true, actingAsSupport: true },
      }),
    ).toEqual({ actorUserId: support, actingAsSupport: true });
  });
});
