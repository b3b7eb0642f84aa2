// Everyone edits their own profile (spec §6): name, email, password and avatar.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { callUpload, TINY_PNG } from '../support/call-upload';
import { createAccountWithOwner } from '../support/factories';
import { addMember, MEMBER_PASSWORD } from '../support/members';
import { db } from '@/lib/db/client';
import { FREE_FAILURES } from '@/lib/server/auth/login-throttle';
import { verifyCredentials } from '@/lib/server/auth/verify-credentials';
import { PATCH as patchProfile } from '@/app/api/profile/route';
import { POST as uploadAvatar } from '@/app/api/profile/avatar/route';

const userRow = (id: string) => db().user.findUniqueOrThrow({ where: { id } });

describe('PATCH /api/profile', () => {
  it('changes the name without a password, and records it in each of the user’s accounts', async () => {
    const a = await createAccountWithOwner();
    const b = await createAccountWithOwner();
    await db().membership.create({ data: { accountId: b.accountId, userId: a.userId, role: 'view' } });
    signInAs(a.userId);
    const res = await callRoute(patchProfile, { method: 'PATCH', body: { name: 'Renamed', email: a.email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'Renamed', email: a.email, avatar: null });
    const rows = await db().history.findMany({
      where: { action: 'user.profile_updated', actorUserId: a.userId },
    });
    expect(rows.map((r) => r.accountId).sort()).toEqual([a.accountId, b.accountId].sort());
  });

  it('changes the email and the password with the current password', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const res = await callRoute(patchProfile, {
      method: 'PATCH',
      body: {
        name: 'Same',
        email: 'NEW@example.com',
        current_password: a.password,
        new_password: 'another long one',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('new@example.com');
    expect((await verifyCredentials({ email: 'new@example.com', password: 'another long one' })).ok).toBe(
      true,
    );
    expect((await verifyCredentials({ email: a.email, password: a.password })).ok).toBe(false);
  });

  it.each([
    ['no current password', {}],
    ['a wrong current password', { current_password: 'not it' }],
  ])('email or password change with %s → 422, nothing changed', async (_label, extra) => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const before = await userRow(a.userId);
    for (const body of [
      { name: 'X', email: 'other@example.com', ...extra },
      { name: 'X', email: a.email, new_password: 'a new password', ...extra },
    ]) {
      const res = await callRoute(patchProfile, { method: 'PATCH', body });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].field).toBe('current_password');
    }
    const after = await userRow(a.userId);
    expect({ ...after, failedLoginCount: 0 }).toEqual({ ...before, failedLoginCount: 0 });
  });

  it('wrong current passwords count towards the login delay', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const body = { name: 'X', email: a.email, new_password: 'a new password', current_password: 'wrong' };
    for (let i = 0; i < FREE_FAILURES; i++) await callRoute(patchProfile, { method: 'PATCH', body });
    const locked = await callRoute(patchProfile, {
      method: 'PATCH',
      body: { ...body, current_password: a.password },
    });
    expect(locked.status).toBe(429);
  });

  it('an email another user has → 409 on the email field', async () => {
    const a = await createAccountWithOwner();
    const other = await addMember(a.accountId, 'view');
    signInAs(a.userId);
    const res = await callRoute(patchProfile, {
      method: 'PATCH',
      body: { name: 'X', email: other.email, current_password: a.password },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toMatchObject({ field: 'email' });
    expect((await userRow(a.userId)).email).toBe(a.email);
  });

  it.each([
    ['an empty name', { name: '', email: 'x@example.com' }],
    ['a bad email', { name: 'X', email: 'nope' }],
    [
      'a short new password',
      { name: 'X', email: 'x@example.com', current_password: 'x', new_password: 'short' },
    ],
    ['an unknown field', { name: 'X', email: 'x@example.com', isPlatformAdmin: true }],
  ])('%s → 422', async (_label, body) => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const before = await userRow(a.userId);
    expect((await callRoute(patchProfile, { method: 'PATCH', body })).status).toBe(422);
    expect(await userRow(a.userId)).toEqual(before);
  });

  it('needs a session (401)', async () => {
    signInAs(null);
    expect(
      (await callRoute(patchProfile, { method: 'PATCH', body: { name: 'X', email: 'x@example.com' } }))
        .status,
    ).toBe(401);
  });

  it('a view-only user edits their own profile too', async () => {
    const a = await createAccountWithOwner();
    const viewer = await addMember(a.accountId, 'view');
    signInAs(viewer.userId);
    const res = await callRoute(patchProfile, {
      method: 'PATCH',
      body: { name: 'Viewer Renamed', email: viewer.email },
    });
    expect(res.status).toBe(200);
    expect((await verifyCredentials({ email: viewer.email, password: MEMBER_PASSWORD })).ok).toBe(true);
  });
});

describe('POST /api/profile/avatar', () => {
  it('stores the caller’s avatar as a data URL', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const res = await callUpload(uploadAvatar, {
      file: { bytes: TINY_PNG, name: 'me.png', type: 'image/png' },
    });
    expect(res.status).toBe(200);
    expect((await userRow(a.userId)).avatar).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses what is not an image, and callers without a session', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(
      (await callUpload(uploadAvatar, { file: { bytes: html, name: 'a.jpg', type: 'image/jpeg' } })).status,
    ).toBe(422);
    signInAs(null);
    expect(
      (await callUpload(uploadAvatar, { file: { bytes: TINY_PNG, name: 'a.png', type: 'image/png' } }))
        .status,
    ).toBe(401);
    expect((await userRow(a.userId)).avatar).toBeNull();
  });
});
