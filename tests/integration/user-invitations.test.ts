// Adding a user to an account: the set-password email over real SMTP, and its one-time link.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { smtpSinkPerFile } from '../support/smtp-sink-per-file';
import { db } from '@/lib/db/client';
import { processOutbox } from '@/lib/email/outbox';
import { verifyCredentials } from '@/lib/server/auth/verify-credentials';
import { readInvitation } from '@/lib/server/users/read-invitation';
import { POST as addUser } from '@/app/api/account/[acc]/users/route';
import { PATCH as patchUser } from '@/app/api/account/[acc]/users/[userId]/route';
import { POST as resend } from '@/app/api/account/[acc]/users/[userId]/resend/route';
import { POST as setPassword } from '@/app/api/set_password/route';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

// The test sends the outbox itself, so the worker's after-commit kick is switched off.

const sink = smtpSinkPerFile({ clearEach: true });

const PASSWORD = 'a brand new password';
const tokenIn = (text: string | undefined) => /\/set_password\/([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1];

/** Adds a user through the API and returns the set-password token from the email that arrived. */
async function inviteByEmail(owner: { userId: string; accountId: string }, email: string) {
  signInAs(owner.userId);
  const received = sink.messages.length;
  const res = await callRoute(addUser, {
    params: { acc: owner.accountId },
    body: { email, name: 'Tui', role: 'view' },
  });
  expect(res.status).toBe(201);
  await processOutbox();
  const mail = (await sink.waitFor(received + 1))[received]!;
  expect(mail.to?.[0]?.address).toBe(email);
  const token = tokenIn(mail.text);
  expect(token).toBeDefined();
  return { userId: res.body.user_id as string, token: token!, mail };
}

describe('invitation email and set-password link', () => {
  it('arrives over SMTP, opens once, sets the password and lets the user log in', async () => {
    const owner = await createAccountWithOwner('Kauri Test Ltd');
    const { userId, token, mail } = await inviteByEmail(owner, 'tui@example.com');
    expect(mail.subject).toBe('Kauri Test Ltd Owner added you to Kauri Test Ltd on ClaimCert');
    expect(mail.text).toContain('expires in 7 days');
    expect(await readInvitation(token)).toEqual({
      accountName: 'Kauri Test Ltd',
      email: 'tui@example.com',
      name: 'Tui',
    });

    signInAs(null);
    const res = await callRoute(setPassword, { body: { token, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ account_id: owner.accountId, email: 'tui@example.com' });
    expect((await verifyCredentials({ email: 'tui@example.com', password: PASSWORD })).ok).toBe(true);
    expect(await db().history.findFirst({ where: { action: 'user.password_set' } })).toMatchObject({
      accountId: owner.accountId,
      actorUserId: userId,
    });

    const again = await callRoute(setPassword, { body: { token, password: 'someone else entirely' } });
    expect(again.status).toBe(403);
    expect(again.body.errors[0].message).toBe('This link has expired or has already been used.');
    expect(await readInvitation(token)).toBeNull();
    expect((await verifyCredentials({ email: 'tui@example.com', password: PASSWORD })).ok).toBe(true);
  });

  it('two uses at once: exactly one sets the password', async () => {
    const owner = await createAccountWithOwner();
    const { token } = await inviteByEmail(owner, 'race@example.com');
    const results = await Promise.all(
      ['first password!', 'second password'].map((password) =>
        callRoute(setPassword, { body: { token, password } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
  });

  it('refuses an expired link', async () => {
    const owner = await createAccountWithOwner();
    const { userId, token } = await inviteByEmail(owner, 'late@example.com');
    await db().userInvitation.updateMany({
      where: { userId },
      data: { expiresAt: new Date(Date.now() - 1_000) },
    });
    expect(await readInvitation(token)).toBeNull();
    const res = await callRoute(setPassword, { body: { token, password: PASSWORD } });
    expect(res.status).toBe(403);
    expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).passwordHash).toBeNull();
  });

  it('a resent email replaces the link: the old token is refused, the new one works', async () => {
    const owner = await createAccountWithOwner();
    const first = await inviteByEmail(owner, 'twice@example.com');
    signInAs(owner.userId);
    await callRoute(resend, { method: 'POST', params: { acc: owner.accountId, userId: first.userId } });
    await processOutbox();
    const second = tokenIn((await sink.waitFor(2))[1]!.text)!;
    expect(second).not.toBe(first.token);
    expect((await callRoute(setPassword, { body: { token: first.token, password: PASSWORD } })).status).toBe(
      403,
    );
    expect((await callRoute(setPassword, { body: { token: second, password: PASSWORD } })).status).toBe(200);
  });

  it('a deactivated user cannot use their link', async () => {
    const owner = await createAccountWithOwner();
    const { userId, token } = await inviteByEmail(owner, 'gone@example.com');
    signInAs(owner.userId);
    await callRoute(patchUser, {
      method: 'PATCH',
      params: { acc: owner.accountId, userId },
      body: { status: 'inactive' },
    });
    expect((await callRoute(setPassword, { body: { token, password: PASSWORD } })).status).toBe(403);
  });

  it('setting the password voids the links from other accounts, so they cannot reset it later', async () => {
    const one = await createAccountWithOwner('One');
    const two = await createAccountWithOwner('Two');
    const first = await inviteByEmail(one, 'both@example.com');
    const second = await inviteByEmail(two, 'both@example.com');
    expect((await callRoute(setPassword, { body: { token: first.token, password: PASSWORD } })).status).toBe(
      200,
    );
    const late = await callRoute(setPassword, { body: { token: second.token, password: 'taking it over' } });
    expect(late.status).toBe(403);
    expect((await verifyCredentials({ email: 'both@example.com', password: PASSWORD })).ok).toBe(true);
  });

  it.each([
    ['a short password', (token: string) => ({ token, password: 'short' })],
    ['a malformed token', () => ({ token: 'abc', password: PASSWORD })],
    ['no token', () => ({ password: PASSWORD })],
  ])('%s → 422 and the link still works', async (_label, body) => {
    const owner = await createAccountWithOwner();
    const { token } = await inviteByEmail(owner, `bad-${Math.random()}@example.com`);
    const res = await callRoute(setPassword, { body: body(token) });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].message).toEqual(expect.any(String));
    expect(await readInvitation(token)).not.toBeNull();
  });

  it('an unknown well-formed token is refused like a used one', async () => {
    const res = await callRoute(setPassword, { body: { token: 'A'.repeat(43), password: PASSWORD } });
    expect(res.status).toBe(403);
  });

  it('an existing user gets the added-to-account email, with no link', async () => {
    const owner = await createAccountWithOwner('New Co');
    const existing = await createAccountWithOwner('Old Co');
    signInAs(owner.userId);
    await callRoute(addUser, {
      params: { acc: owner.accountId },
      body: { email: existing.email, name: 'Ignored', role: 'admin' },
    });
    await processOutbox();
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe('You now have access to New Co on ClaimCert');
    expect(mail!.text).toContain(`account_id%3D${owner.accountId}`);
    expect(mail!.text).not.toContain('set_password');
  });
});
