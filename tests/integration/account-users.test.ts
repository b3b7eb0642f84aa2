import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { addMember, ownersOf } from '../support/members';
import { countQueries, db } from '@/lib/db/client';
import { GET as listUsers, POST as addUser } from '@/app/api/account/[acc]/users/route';
import { PATCH as patchUser, DELETE as deleteUser } from '@/app/api/account/[acc]/users/[userId]/route';
import { POST as resend } from '@/app/api/account/[acc]/users/[userId]/resend/route';
import { POST as changeOwner } from '@/app/api/account/[acc]/owner/route';
import { queuedJobs, withoutJobRunner } from '../support/jobs';

withoutJobRunner();

// The outbox is driven by hand in the invitation tests; here only "its job queued with it" matters.

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Everything a refused request must leave as it was. */
async function snapshot() {
  const [users, memberships, invitations, outbox, history] = await Promise.all([
    db().user.findMany({ orderBy: { id: 'asc' } }),
    db().membership.findMany({ orderBy: { id: 'asc' } }),
    db().userInvitation.count(),
    db().emailOutbox.count(),
    db().history.count(),
  ]);
  return { users, memberships, invitations, outbox, history };
}

describe('GET /api/account/{acc}/users', () => {
  it('lists everyone with role, status and the projects and contracts they are members of', async () => {
    const a = await createAccountWithOwner('Listing Ltd');
    const member = await addMember(a.accountId, 'none', { name: 'Mere' });
    const invited = await addMember(a.accountId, 'view', { password: false, name: 'Ari' });
    const { project, contract } = await createProjectWithContract(a.accountId, 'Tower');
    await db().projectMember.create({
      data: { accountId: a.accountId, projectId: project.id, userId: member.userId, role: 'project_admin' },
    });
    await db().contractMember.create({
      data: { accountId: a.accountId, contractId: contract.id, userId: member.userId, role: 'contract_view' },
    });
    signInAs(a.userId);
    const res = await callRoute(listUsers, { params: { acc: a.accountId } });
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([
      expect.objectContaining({
        user_id: a.userId,
        role: 'owner',
        status: 'active',
        invitation_pending: false,
      }),
      expect.objectContaining({
        user_id: invited.userId,
        name: 'Ari',
        role: 'view',
        invitation_pending: true,
      }),
      {
        user_id: member.userId,
        name: 'Mere',
        email: member.email,
        role: 'none',
        status: 'active',
        invitation_pending: false,
        projects: [{ id: project.id, name: 'Tower' }],
        contracts: [{ id: contract.id, name: 'Contract 1' }],
      },
    ]);
  });

  it('costs the same number of queries for 2 users as for 8', async () => {
    const a = await createAccountWithOwner();
    await addMember(a.accountId, 'view');
    signInAs(a.userId);
    const few = await countQueries(() => callRoute(listUsers, { params: { acc: a.accountId } }));
    for (let i = 0; i < 6; i++) await addMember(a.accountId, 'none');
    const many = await countQueries(() => callRoute(listUsers, { params: { acc: a.accountId } }));
    expect(many.result.body.users).toHaveLength(8);
    expect(many.queries).toBe(few.queries);
  });

  it.each(['view', 'none'] as const)(
    'a %s user may not open the users list (no account access)',
    async (role) => {
      const a = await createAccountWithOwner();
      const user = await addMember(a.accountId, role);
      signInAs(user.userId);
      const res = await callRoute(listUsers, { params: { acc: a.accountId } });
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain(a.email);
    },
  );

  it("another account's owner gets 403 and no data", async () => {
    const a = await createAccountWithOwner();
    const b = await createAccountWithOwner();
    signInAs(b.userId);
    const res = await callRoute(listUsers, { params: { acc: a.accountId } });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain(a.email);
  });
});

describe('POST /api/account/{acc}/users', () => {
  it('creates a user without a password, an active membership, a hashed 7-day token and the email, together', async () => {
    const a = await createAccountWithOwner('Kauri Test Ltd');
    signInAs(a.userId);
    const before = Date.now();
    const res = await callRoute(addUser, {
      params: { acc: a.accountId },
      body: { email: ' New.Person@Example.com ', name: 'New Person', role: 'view' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Your have added this user successfully.',
      user_id: expect.any(String),
      email: 'invitation',
    });
    const user = await db().user.findUniqueOrThrow({
      where: { email: 'new.person@example.com' },
      include: { memberships: true, userInvitations: true, emailPreferences: true },
    });
    expect(user.passwordHash).toBeNull();
    expect(user.memberships).toEqual([
      expect.objectContaining({ accountId: a.accountId, role: 'view', status: 'active' }),
    ]);
    expect(user.emailPreferences).toHaveLength(1);
    const [invitation] = user.userInvitations;
    expect(invitation!.usedAt).toBeNull();
    expect(invitation!.expiresAt.getTime() - before).toBeGreaterThanOrEqual(7 * 864e5 - 1_000);
    expect(invitation!.expiresAt.getTime() - before).toBeLessThanOrEqual(7 * 864e5 + 5_000);

    const mail = await db().emailOutbox.findFirstOrThrow({ where: { toEmail: 'new.person@example.com' } });
    expect(mail).toMatchObject({ template: 'user_invitation', accountId: a.accountId, status: 'pending' });
    const { path } = mail.payload as { path: string };
    const token = path.replace('/set_password/', '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored with the invitation.
    expect(invitation!.tokenHash).toBe(sha256(token));
    expect(invitation!.tokenHash).not.toContain(token);

    expect(
      await db().history.findFirst({ where: { accountId: a.accountId, action: 'user.added' } }),
    ).toMatchObject({
      actorUserId: a.userId,
      details: expect.objectContaining({ userId: user.id, role: 'view', newUser: true }),
    });
    // Its sending job is queued with it, in the same transaction.
    expect(await queuedJobs('send_email')).toContainEqual({ id: mail.id });
  });

  it('an existing user with a password gets the added-to-account email, no token, and keeps their name', async () => {
    const a = await createAccountWithOwner('Second Co');
    const other = await createAccountWithOwner('First Co');
    signInAs(a.userId);
    const res = await callRoute(addUser, {
      params: { acc: a.accountId },
      body: { email: other.email, name: 'Someone Else', role: 'admin' },
    });
    expect(res.status).toBe(201);
    expect(res.body.email).toBe('notice');
    expect(await db().userInvitation.count({ where: { userId: other.userId } })).toBe(0);
    const mail = await db().emailOutbox.findFirstOrThrow({ where: { toEmail: other.email } });
    expect(mail).toMatchObject({
      template: 'account_added',
      payload: expect.objectContaining({ accountName: 'Second Co' }),
    });
    expect((await db().user.findUniqueOrThrow({ where: { id: other.userId } })).name).toBe('First Co Owner');
    expect(await db().membership.count({ where: { userId: other.userId, status: 'active' } })).toBe(2);
  });

  it('refuses someone already in the account with 409 and changes nothing', async () => {
    const a = await createAccountWithOwner();
    const member = await addMember(a.accountId, 'view');
    signInAs(a.userId);
    const before = await snapshot();
    const res = await callRoute(addUser, {
      params: { acc: a.accountId },
      body: { email: member.email, name: 'Again', role: 'admin' },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toMatchObject({ field: 'email' });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['no body', undefined],
    ['a bad email', { email: 'not-an-email', name: 'X', role: 'view' }],
    ['no name', { email: 'x@example.com', name: '  ', role: 'view' }],
    ['the owner role', { email: 'x@example.com', name: 'X', role: 'owner' }],
    ['the help desk role', { email: 'x@example.com', name: 'X', role: 'helpdesk' }],
    ['a wrong type', { email: ['x@example.com'], name: 'X', role: 'view' }],
  ])('%s → 422 { errors } and nothing changed', async (_label, body) => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const before = await snapshot();
    const res = await callRoute(addUser, { method: 'POST', params: { acc: a.accountId }, body });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].message).toEqual(expect.any(String));
    expect(await snapshot()).toEqual(before);
  });

  it.each(['view', 'none'] as const)('a %s user gets 403 and nothing changes', async (role) => {
    const a = await createAccountWithOwner();
    const user = await addMember(a.accountId, role);
    signInAs(user.userId);
    const before = await snapshot();
    const res = await callRoute(addUser, {
      params: { acc: a.accountId },
      body: { email: 'x@example.com', name: 'X', role: 'admin' },
    });
    expect(res.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('an admin may add users', async () => {
    const a = await createAccountWithOwner();
    const admin = await addMember(a.accountId, 'admin');
    signInAs(admin.userId);
    const res = await callRoute(addUser, {
      params: { acc: a.accountId },
      body: { email: 'by-admin@example.com', name: 'X', role: 'none' },
    });
    expect(res.status).toBe(201);
  });
});

describe('POST /api/account/{acc}/users/{userId}/resend', () => {
  it('issues a fresh token, voids the older one and queues the email again', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const added = await callRoute(addUser, {
      params: { acc: a.accountId },
      body: { email: 'resend@example.com', name: 'R', role: 'view' },
    });
    const first = await db().userInvitation.findFirstOrThrow({ where: { userId: added.body.user_id } });
    const res = await callRoute(resend, {
      method: 'POST',
      params: { acc: a.accountId, userId: added.body.user_id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'You have resent email to the user.' });
    const invitations = await db().userInvitation.findMany({ where: { userId: added.body.user_id } });
    expect(invitations).toHaveLength(1);
    expect(invitations[0]!.tokenHash).not.toBe(first.tokenHash);
    expect(await db().emailOutbox.count({ where: { toEmail: 'resend@example.com' } })).toBe(2);
    expect(await db().history.count({ where: { action: 'user.invitation_resent' } })).toBe(1);
    const mails = await db().emailOutbox.findMany({
      where: { toEmail: 'resend@example.com' },
      orderBy: { createdAt: 'asc' },
    });
    expect(await queuedJobs('send_email')).toEqual(expect.arrayContaining(mails.map((m) => ({ id: m.id }))));
  });

  it('refuses an inactive user with 409', async () => {
    const a = await createAccountWithOwner();
    const user = await addMember(a.accountId, 'view', { status: 'inactive', password: false });
    signInAs(a.userId);
    const res = await callRoute(resend, {
      method: 'POST',
      params: { acc: a.accountId, userId: user.userId },
    });
    expect(res.status).toBe(409);
    expect(await db().emailOutbox.count({ where: { toEmail: user.email } })).toBe(0);
  });
});

describe('PATCH /api/account/{acc}/users/{userId}', () => {
  it('changes the role and records it', async () => {
    const a = await createAccountWithOwner();
    const user = await addMember(a.accountId, 'admin');
    signInAs(a.userId);
    const res = await callRoute(patchUser, {
      method: 'PATCH',
      params: { acc: a.accountId, userId: user.userId },
      body: { role: 'view' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user_id: user.userId, role: 'view', status: 'active' });
    expect(await db().history.findFirst({ where: { action: 'user.role_changed' } })).toMatchObject({
      details: expect.objectContaining({ from: 'admin', to: 'view' }),
    });
  });

  it('deactivates: the user is refused by the API, keeps their history, and is let back in on reactivation', async () => {
    const a = await createAccountWithOwner();
    const user = await addMember(a.accountId, 'admin');
    await db().history.create({
      data: { accountId: a.accountId, actorUserId: user.userId, action: 'claim.issued' },
    });
    signInAs(a.userId);
    const params = { acc: a.accountId, userId: user.userId };
    expect(
      (await callRoute(patchUser, { method: 'PATCH', params, body: { status: 'inactive' } })).status,
    ).toBe(200);
    expect(await db().history.count({ where: { action: 'user.deactivated' } })).toBe(1);

    signInAs(user.userId);
    expect((await callRoute(listUsers, { params: { acc: a.accountId } })).status).toBe(403);
    expect(await db().history.count({ where: { actorUserId: user.userId } })).toBe(1);

    signInAs(a.userId);
    expect((await callRoute(patchUser, { method: 'PATCH', params, body: { status: 'active' } })).status).toBe(
      200,
    );
    signInAs(user.userId);
    expect((await callRoute(listUsers, { params: { acc: a.accountId } })).status).toBe(200);
  });

  it.each([
    ['the owner role', { role: 'owner' }],
    ['an unknown status', { status: 'deleted' }],
    ['nothing', {}],
    ['an unknown field', { role: 'view', isPlatformAdmin: true }],
  ])('%s → 422 and nothing changed', async (_label, body) => {
    const a = await createAccountWithOwner();
    const user = await addMember(a.accountId, 'admin');
    signInAs(a.userId);
    const before = await snapshot();
    const res = await callRoute(patchUser, {
      method: 'PATCH',
      params: { acc: a.accountId, userId: user.userId },
      body,
    });
    expect(res.status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('an admin cannot demote or deactivate the owner, and nobody changes themselves', async () => {
    const a = await createAccountWithOwner();
    const admin = await addMember(a.accountId, 'admin');
    signInAs(admin.userId);
    const before = await snapshot();
    for (const body of [{ role: 'view' }, { status: 'inactive' }]) {
      const res = await callRoute(patchUser, {
        method: 'PATCH',
        params: { acc: a.accountId, userId: a.userId },
        body,
      });
      expect(res.status).toBe(409);
      const self = await callRoute(patchUser, {
        method: 'PATCH',
        params: { acc: a.accountId, userId: admin.userId },
        body,
      });
      expect(self.status).toBe(409);
    }
    expect(await snapshot()).toEqual(before);
    expect(await ownersOf(a.accountId)).toEqual([a.userId]);
  });

  it('a view user gets 403', async () => {
    const a = await createAccountWithOwner();
    const viewer = await addMember(a.accountId, 'view');
    const target = await addMember(a.accountId, 'none');
    signInAs(viewer.userId);
    const res = await callRoute(patchUser, {
      method: 'PATCH',
      params: { acc: a.accountId, userId: target.userId },
      body: { role: 'admin' },
    });
    expect(res.status).toBe(403);
  });
});

describe('DELETE /api/account/{acc}/users/{userId}', () => {
  it('removes the membership only: the user and their history stay', async () => {
    const a = await createAccountWithOwner();
    const admin = await addMember(a.accountId, 'admin');
    const user = await addMember(a.accountId, 'none');
    await db().history.create({
      data: { accountId: a.accountId, actorUserId: user.userId, action: 'claim.created' },
    });
    signInAs(admin.userId);
    const res = await callRoute(deleteUser, {
      method: 'DELETE',
      params: { acc: a.accountId, userId: user.userId },
    });
    expect(res.status).toBe(200);
    expect(await db().membership.count({ where: { userId: user.userId } })).toBe(0);
    expect(await db().user.count({ where: { id: user.userId } })).toBe(1);
    expect(await db().history.count({ where: { actorUserId: user.userId } })).toBe(1);
    expect(await db().history.findFirst({ where: { action: 'user.removed' } })).toMatchObject({
      actorUserId: admin.userId,
      details: expect.objectContaining({ userId: user.userId, email: user.email }),
    });
  });

  it('cannot delete the owner or yourself', async () => {
    const a = await createAccountWithOwner();
    const admin = await addMember(a.accountId, 'admin');
    signInAs(admin.userId);
    const before = await snapshot();
    for (const userId of [a.userId, admin.userId]) {
      expect(
        (await callRoute(deleteUser, { method: 'DELETE', params: { acc: a.accountId, userId } })).status,
      ).toBe(409);
    }
    signInAs(a.userId);
    expect(
      (await callRoute(deleteUser, { method: 'DELETE', params: { acc: a.accountId, userId: a.userId } }))
        .status,
    ).toBe(409);
    expect(await snapshot()).toEqual(before);
  });
});

describe('tenancy: users are reached only through their account', () => {
  it("another account's owner cannot read, change, resend or delete your users by id", async () => {
    const a = await createAccountWithOwner();
    const b = await createAccountWithOwner();
    const victim = await addMember(a.accountId, 'admin', { password: false });
    signInAs(b.userId);
    const before = await snapshot();
    // Under A's path: not a member of A → 403.
    const underA = { acc: a.accountId, userId: victim.userId };
    expect(
      (await callRoute(patchUser, { method: 'PATCH', params: underA, body: { role: 'view' } })).status,
    ).toBe(403);
    expect((await callRoute(deleteUser, { method: 'DELETE', params: underA })).status).toBe(403);
    expect((await callRoute(resend, { method: 'POST', params: underA })).status).toBe(403);
    // Under B's own path with A's user id: that user is not in B → 404.
    const underB = { acc: b.accountId, userId: victim.userId };
    for (const res of [
      await callRoute(patchUser, { method: 'PATCH', params: underB, body: { role: 'view' } }),
      await callRoute(deleteUser, { method: 'DELETE', params: underB }),
      await callRoute(resend, { method: 'POST', params: underB }),
      await callRoute(changeOwner, { params: { acc: b.accountId }, body: { user_id: victim.userId } }),
    ]) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(victim.email);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('malformed ids are refused with 4xx, never 500', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    for (const userId of ['nope', "1' OR '1'='1", '']) {
      const res = await callRoute(deleteUser, { method: 'DELETE', params: { acc: a.accountId, userId } });
      expect(res.status).toBe(422);
    }
  });
});

describe('POST /api/account/{acc}/owner', () => {
  it('hands ownership to another active user; the old owner becomes admin', async () => {
    const a = await createAccountWithOwner();
    const next = await addMember(a.accountId, 'view');
    signInAs(a.userId);
    const res = await callRoute(changeOwner, {
      params: { acc: a.accountId },
      body: { user_id: next.userId },
    });
    expect(res.status).toBe(200);
    expect(await ownersOf(a.accountId)).toEqual([next.userId]);
    expect(await db().membership.findFirst({ where: { userId: a.userId } })).toMatchObject({ role: 'admin' });
    expect(await db().history.findFirst({ where: { action: 'account.owner_changed' } })).toMatchObject({
      actorUserId: a.userId,
      details: expect.objectContaining({ toUserId: next.userId }),
    });
  });

  it('only the owner may change the owner; an inactive user or yourself cannot become it', async () => {
    const a = await createAccountWithOwner();
    const admin = await addMember(a.accountId, 'admin');
    const inactive = await addMember(a.accountId, 'admin', { status: 'inactive' });
    signInAs(admin.userId);
    expect(
      (await callRoute(changeOwner, { params: { acc: a.accountId }, body: { user_id: admin.userId } }))
        .status,
    ).toBe(403);
    signInAs(a.userId);
    expect(
      (await callRoute(changeOwner, { params: { acc: a.accountId }, body: { user_id: inactive.userId } }))
        .status,
    ).toBe(409);
    expect(
      (await callRoute(changeOwner, { params: { acc: a.accountId }, body: { user_id: a.userId } })).status,
    ).toBe(409);
    expect(
      (await callRoute(changeOwner, { params: { acc: a.accountId }, body: { user_id: 'x' } })).status,
    ).toBe(422);
    expect(await ownersOf(a.accountId)).toEqual([a.userId]);
  });

  it('concurrent hand-overs leave exactly one owner', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createAccountWithOwner();
      const candidates = await Promise.all([1, 2, 3].map(() => addMember(a.accountId, 'admin')));
      signInAs(a.userId);
      const results = await Promise.all(
        candidates.map((c) =>
          callRoute(changeOwner, { params: { acc: a.accountId }, body: { user_id: c.userId } }),
        ),
      );
      const winners = candidates.filter((_, i) => results[i]!.status === 200);
      expect(winners).toHaveLength(1);
      expect(results.filter((r) => r.status !== 200).every((r) => r.status === 403)).toBe(true);
      expect(await ownersOf(a.accountId)).toEqual([winners[0]!.userId]);
    }
  });

  it('a hand-over racing a demotion of the new owner still leaves exactly one owner', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createAccountWithOwner();
      const admin = await addMember(a.accountId, 'admin');
      const target = await addMember(a.accountId, 'admin');
      signInAs(a.userId);
      const handOver = callRoute(changeOwner, {
        params: { acc: a.accountId },
        body: { user_id: target.userId },
      });
      signInAs(admin.userId);
      const deactivate = callRoute(patchUser, {
        method: 'PATCH',
        params: { acc: a.accountId, userId: target.userId },
        body: { status: 'inactive' },
      });
      await Promise.all([handOver, deactivate]);
      expect(await ownersOf(a.accountId)).toHaveLength(1);
    }
  });
});
