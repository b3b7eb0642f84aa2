// A deactivated user (spec §4 Users: "marked inactive, cannot log in, their work stays assigned"):
// the password still checks out, but no page or account API lets them in any more.
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { addMember, MEMBER_PASSWORD } from '../support/members';
import { db } from '@/lib/db/client';
import { verifyCredentials } from '@/lib/server/auth/verify-credentials';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { PATCH as patchUser } from '@/app/api/account/[acc]/users/[userId]/route';
import { GET as getEmailPreferences } from '@/app/api/account/[acc]/email_preferences/route';

// The page session reads the request through next/headers and leaves through redirect(); outside
// a Next request both are stood in for, and a redirect surfaces as an error naming its target.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-cc-path': '/dashboard' }),
  cookies: async () => ({ get: () => undefined }),
}));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`redirect ${url}`);
  },
}));

async function deactivate(owner: { userId: string; accountId: string }, userId: string) {
  signInAs(owner.userId);
  const res = await callRoute(patchUser, {
    method: 'PATCH',
    params: { acc: owner.accountId, userId },
    body: { status: 'inactive' },
  });
  expect(res.status).toBe(200);
}

describe('a deactivated user', () => {
  it('with no other account: the API answers 403 and pages go to /error_401_no_accounts', async () => {
    const a = await createAccountWithOwner();
    const user = await addMember(a.accountId, 'admin');
    signInAs(user.userId);
    expect((await requirePageSession()).current.accountId).toBe(a.accountId);

    await deactivate(a, user.userId);
    signInAs(user.userId);
    expect((await callRoute(getEmailPreferences, { params: { acc: a.accountId } })).status).toBe(403);
    await expect(requirePageSession()).rejects.toThrow('redirect /error_401_no_accounts');
    // Login itself is untouched: the credentials are right, the account is what refuses them.
    expect((await verifyCredentials({ email: user.email, password: MEMBER_PASSWORD })).ok).toBe(true);
  });

  it('with another active account: pages carry on in that one', async () => {
    const a = await createAccountWithOwner('Deactivating Co');
    const b = await createAccountWithOwner('Still Here Co');
    const user = await addMember(a.accountId, 'admin');
    signInAs(b.userId);
    await db().membership.create({ data: { accountId: b.accountId, userId: user.userId, role: 'view' } });

    await deactivate(a, user.userId);
    signInAs(user.userId);
    const session = await requirePageSession();
    expect(session.current.accountName).toBe('Still Here Co');
    expect(session.accounts.map((x) => x.accountId)).toEqual([b.accountId]);
  });
});
