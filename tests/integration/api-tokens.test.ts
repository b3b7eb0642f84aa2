// Personal API tokens: made, listed and revoked in Manage Account, and used as
// `Authorization: Bearer cc_…` on the account's routes, where they act as their maker would
// (with at most the token's role). Revoked, expired and foreign tokens get no data.
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { addMember } from '../support/members';
import { db } from '@/lib/db/client';
import {
  INVALID_TOKEN_MESSAGE,
  TOKEN_ADDRESS_MAX_FAILURES,
} from '@/lib/server/api-tokens/authenticate-api-token';
import { READ_ONLY_TOKEN_MESSAGE } from '@/lib/api/route';
import { GET as listTokens, POST as createToken } from '@/app/api/account/[acc]/api_tokens/route';
import { DELETE as revokeToken } from '@/app/api/account/[acc]/api_tokens/[tokenId]/route';
import { GET as listProjects } from '@/app/api/group/account/[acc]/contract_group/route';
import { GET as getAccount, PATCH as patchAccount } from '@/app/api/account/[acc]/route';
import { GET as getProfile } from '@/app/api/profile/route';
import { GET as adminAccounts } from '@/app/api/admin/accounts/route';

/** A fresh client address per call site, so the bad-token throttle of one test spares the others. */
const address = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const bearer = (token: string, ip = address()) => ({
  authorization: `Bearer ${token}`,
  'x-forwarded-for': ip,
});

async function makeToken(accountId: string, userId: string, body: Record<string, unknown> = {}) {
  signInAs(userId);
  const res = await callRoute(createToken, {
    params: { acc: accountId },
    body: { name: 'Accounts system', role: 'admin', ...body },
  });
  expect(res.status).toBe(201);
  signInAs(null);
  return res.body as { id: string; token: string; prefix: string };
}

describe('making, listing and revoking tokens', () => {
  it('shows the secret once, keeps only its SHA-256, and lists tokens without secrets', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const made = await callRoute(createToken, {
      params: { acc: a.accountId },
      body: { name: ' Xero sync ', role: 'view', expires_in_days: 30 },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Xero sync',
      role: 'view',
      status: 'active',
      last_used_at: null,
    });
    expect(made.body.token).toMatch(/^cc_[A-Za-z0-9_-]{43}$/);
    expect(made.body.token.startsWith(made.body.prefix)).toBe(true);
    expect(new Date(made.body.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const row = await db().apiToken.findUniqueOrThrow({ where: { id: made.body.id } });
    expect(row.tokenHash).toBe(createHash('sha256').update(made.body.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.body.token);

    const list = await callRoute(listTokens, { params: { acc: a.accountId } });
    expect(list.status).toBe(200);
    expect(list.body.tokens).toHaveLength(1);
    expect(list.body.tokens[0]).toMatchObject({
      id: made.body.id,
      prefix: made.body.prefix,
      created_by: { user_id: a.userId },
    });
    expect(JSON.stringify(list.body)).not.toContain(made.body.token);
    expect(JSON.stringify(list.body)).not.toContain(row.tokenHash);

    const revoked = await callRoute(revokeToken, {
      method: 'DELETE',
      params: { acc: a.accountId, tokenId: made.body.id },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('revoked');
    const again = await callRoute(revokeToken, {
      method: 'DELETE',
      params: { acc: a.accountId, tokenId: made.body.id },
    });
    expect(again.status).toBe(409);
    expect(
      await db().history.count({ where: { accountId: a.accountId, action: { startsWith: 'api_token.' } } }),
    ).toBe(2);
  });

  it.each([
    ['no name', { role: 'admin' }, 'name'],
    ['a blank name', { name: '  ', role: 'admin' }, 'name'],
    ['the owner role', { name: 'x', role: 'owner' }, 'role'],
    ['an unknown role', { name: 'x', role: 'superuser' }, 'role'],
    ['a fractional lifetime', { name: 'x', role: 'view', expires_in_days: 1.5 }, 'expires_in_days'],
    ['a lifetime of 0 days', { name: 'x', role: 'view', expires_in_days: 0 }, 'expires_in_days'],
    ['an unknown field', { name: 'x', role: 'view', user_id: randomUUID() }, undefined],
  ])('refuses %s with 422 and the field', async (_label, body, field) => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const res = await callRoute(createToken, { params: { acc: a.accountId }, body });
    expect(res.status).toBe(422);
    expect(res.body.errors.length).toBeGreaterThan(0);
    if (field) expect(res.body.errors.map((e: { field?: string }) => e.field)).toContain(field);
    expect(await db().apiToken.count({ where: { accountId: a.accountId } })).toBe(0);
  });

  it('a malformed token id is 422 and an unknown one 404', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    expect(
      (await callRoute(revokeToken, { method: 'DELETE', params: { acc: a.accountId, tokenId: 'nope' } }))
        .status,
    ).toBe(422);
    expect(
      (
        await callRoute(revokeToken, {
          method: 'DELETE',
          params: { acc: a.accountId, tokenId: randomUUID() },
        })
      ).status,
    ).toBe(404);
  });

  it('only owners and admins manage tokens, and an admin can revoke the owner’s', async () => {
    const a = await createAccountWithOwner();
    const admin = await addMember(a.accountId, 'admin');
    const viewer = await addMember(a.accountId, 'view');
    const ownerToken = await makeToken(a.accountId, a.userId);
    signInAs(viewer.userId);
    expect((await callRoute(listTokens, { params: { acc: a.accountId } })).status).toBe(403);
    expect(
      (await callRoute(createToken, { params: { acc: a.accountId }, body: { name: 'x', role: 'view' } }))
        .status,
    ).toBe(403);
    signInAs(admin.userId);
    const list = await callRoute(listTokens, { params: { acc: a.accountId } });
    expect(list.body.tokens.map((t: { id: string }) => t.id)).toEqual([ownerToken.id]);
    const res = await callRoute(revokeToken, {
      method: 'DELETE',
      params: { acc: a.accountId, tokenId: ownerToken.id },
    });
    expect(res.status).toBe(200);
  });

  it('a token cannot make or revoke tokens', async () => {
    const a = await createAccountWithOwner();
    const { token, id } = await makeToken(a.accountId, a.userId);
    const made = await callRoute(createToken, {
      params: { acc: a.accountId },
      headers: bearer(token),
      body: { name: 'child', role: 'admin' },
    });
    expect(made.status).toBe(403);
    const revoked = await callRoute(revokeToken, {
      method: 'DELETE',
      params: { acc: a.accountId, tokenId: id },
      headers: bearer(token),
    });
    expect(revoked.status).toBe(403);
    expect(await db().apiToken.count({ where: { accountId: a.accountId } })).toBe(1);
  });
});

describe('calling the API with a token', () => {
  it('lists projects exactly as the maker’s session does', async () => {
    const a = await createAccountWithOwner();
    await createProjectWithContract(a.accountId, 'Harbour Bridge');
    const { token } = await makeToken(a.accountId, a.userId);
    signInAs(a.userId);
    const bySession = await callRoute(listProjects, { params: { acc: a.accountId } });
    signInAs(null);
    const byToken = await callRoute(listProjects, { params: { acc: a.accountId }, headers: bearer(token) });
    expect(byToken.status).toBe(200);
    expect(byToken.body).toEqual(bySession.body);
    expect(JSON.stringify(byToken.body)).toContain('Harbour Bridge');
    const row = await db().apiToken.findFirstOrThrow({ where: { accountId: a.accountId } });
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('an admin token writes; a view token only reads', async () => {
    const a = await createAccountWithOwner('Before Ltd');
    const admin = await makeToken(a.accountId, a.userId, { role: 'admin' });
    const view = await makeToken(a.accountId, a.userId, { role: 'view' });
    const patch = (token: string, name: string) =>
      callRoute(patchAccount, {
        method: 'PATCH',
        params: { acc: a.accountId },
        headers: bearer(token),
        body: { account_name: name },
      });
    expect((await patch(admin.token, 'By Token Ltd')).status).toBe(200);
    const refused = await patch(view.token, 'Nope Ltd');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errors: [{ message: READ_ONLY_TOKEN_MESSAGE }] });
    expect(
      (await callRoute(getAccount, { params: { acc: a.accountId }, headers: bearer(view.token) })).body
        .account_name,
    ).toBe('By Token Ltd');
    expect(
      await db().history.findFirst({ where: { accountId: a.accountId, action: 'account.updated' } }),
    ).toMatchObject({ actorUserId: a.userId });
  });

  it('never exceeds its maker: an admin token of a maker since made view-only only reads', async () => {
    const a = await createAccountWithOwner();
    const admin = await addMember(a.accountId, 'admin');
    const { token } = await makeToken(a.accountId, admin.userId, { role: 'admin' });
    await db().membership.update({
      where: { accountId_userId: { accountId: a.accountId, userId: admin.userId } },
      data: { role: 'view' },
    });
    const res = await callRoute(patchAccount, {
      method: 'PATCH',
      params: { acc: a.accountId },
      headers: bearer(token),
      body: { account_name: 'X' },
    });
    expect(res.status).toBe(403);
  });

  it('an admin cannot make a token above their role, and an owner cannot make an owner token', async () => {
    const a = await createAccountWithOwner();
    const viewer = await addMember(a.accountId, 'view');
    // Promoted to admin for the making, the check is against the caller's role.
    await db().membership.update({
      where: { accountId_userId: { accountId: a.accountId, userId: viewer.userId } },
      data: { role: 'admin' },
    });
    signInAs(viewer.userId);
    expect(
      (await callRoute(createToken, { params: { acc: a.accountId }, body: { name: 'x', role: 'admin' } }))
        .status,
    ).toBe(201);
    signInAs(a.userId);
    expect(
      (await callRoute(createToken, { params: { acc: a.accountId }, body: { name: 'x', role: 'owner' } }))
        .status,
    ).toBe(422);
  });

  it('a revoked, expired, unknown or orphaned token is 401 in the error shape, with no data', async () => {
    const a = await createAccountWithOwner();
    const admin = await addMember(a.accountId, 'admin');
    const revoked = await makeToken(a.accountId, a.userId);
    const expired = await makeToken(a.accountId, a.userId, { expires_in_days: 1 });
    const orphaned = await makeToken(a.accountId, admin.userId);
    signInAs(a.userId);
    await callRoute(revokeToken, { method: 'DELETE', params: { acc: a.accountId, tokenId: revoked.id } });
    signInAs(null);
    await db().apiToken.update({
      where: { id: expired.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await db().membership.update({
      where: { accountId_userId: { accountId: a.accountId, userId: admin.userId } },
      data: { status: 'inactive' },
    });
    for (const token of [
      revoked.token,
      expired.token,
      orphaned.token,
      `cc_${'x'.repeat(43)}`,
      'not-even-a-token',
    ]) {
      const res = await callRoute(listProjects, { params: { acc: a.accountId }, headers: bearer(token) });
      expect(res.status, token).toBe(401);
      expect(res.body).toEqual({ errors: [{ message: INVALID_TOKEN_MESSAGE }] });
    }
  });

  it('another account’s token gets 403 and no data, even with a valid session cookie beside it', async () => {
    const a = await createAccountWithOwner('Alpha');
    const b = await createAccountWithOwner('Bravo');
    await createProjectWithContract(a.accountId, 'Secret Alpha Project');
    const bToken = await makeToken(b.accountId, b.userId);
    signInAs(a.userId); // the token decides, not the cookie
    const res = await callRoute(listProjects, {
      params: { acc: a.accountId },
      headers: bearer(bToken.token),
    });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('Secret Alpha');
    const theirList = await callRoute(listTokens, { params: { acc: b.accountId } });
    expect(theirList.status).toBe(403);
    const revokeTheirs = await callRoute(revokeToken, {
      method: 'DELETE',
      params: { acc: a.accountId, tokenId: bToken.id },
    });
    expect(revokeTheirs.status).toBe(404);
    expect((await db().apiToken.findUniqueOrThrow({ where: { id: bToken.id } })).revokedAt).toBeNull();
  });

  it('is refused on user-level and platform admin routes', async () => {
    const a = await createAccountWithOwner();
    await db().user.update({ where: { id: a.userId }, data: { isPlatformAdmin: true } });
    const { token } = await makeToken(a.accountId, a.userId);
    for (const handler of [getProfile, adminAccounts]) {
      const res = await callRoute(handler, { headers: bearer(token) });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].message).toMatch(/only call its own account/);
    }
  });

  it(`throttles a client address after ${TOKEN_ADDRESS_MAX_FAILURES} bad tokens (429)`, async () => {
    const a = await createAccountWithOwner();
    const good = await makeToken(a.accountId, a.userId);
    const ip = address();
    for (let i = 0; i < TOKEN_ADDRESS_MAX_FAILURES; i++) {
      const res = await callRoute(listProjects, {
        params: { acc: a.accountId },
        headers: bearer(`cc_guess${i}`, ip),
      });
      expect(res.status).toBe(401);
    }
    const blocked = await callRoute(listProjects, {
      params: { acc: a.accountId },
      headers: bearer(good.token, ip),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors).toHaveLength(1);
    const elsewhere = await callRoute(listProjects, {
      params: { acc: a.accountId },
      headers: bearer(good.token),
    });
    expect(elsewhere.status).toBe(200);
  });
});
