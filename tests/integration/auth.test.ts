import { describe, expect, it } from 'vitest';
import { createAccountWithOwner } from '../support/factories';
import { db } from '@/lib/db/client';
import { verifyCredentials } from '@/lib/server/auth/verify-credentials';
import { LOCK_MINUTES, MAX_FAILED_LOGINS } from '@/lib/server/auth/login-throttle';

describe('verifyCredentials', () => {
  it('accepts the right password, case-insensitively on the email', async () => {
    const a = await createAccountWithOwner();
    const result = await verifyCredentials({ email: a.email.toUpperCase(), password: a.password });
    expect(result).toEqual({ ok: true, user: { id: a.userId, email: a.email, name: expect.any(String) } });
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const a = await createAccountWithOwner();
    expect(await verifyCredentials({ email: a.email, password: 'nope' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await verifyCredentials({ email: 'nobody@x.example', password: 'nope' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await verifyCredentials({ email: 42 })).toEqual({ ok: false, reason: 'invalid' });
  });

  it(`locks the login for ${LOCK_MINUTES} minutes after ${MAX_FAILED_LOGINS} failures, even for the right password`, async () => {
    const a = await createAccountWithOwner();
    const t0 = new Date('2026-11-21T10:00:00Z');
    for (let i = 0; i < MAX_FAILED_LOGINS; i++)
      await verifyCredentials({ email: a.email, password: 'wrong' }, t0);
    expect(await verifyCredentials({ email: a.email, password: a.password }, t0)).toEqual({
      ok: false,
      reason: 'locked',
    });
    const later = new Date(t0.getTime() + (LOCK_MINUTES + 1) * 60_000);
    expect((await verifyCredentials({ email: a.email, password: a.password }, later)).ok).toBe(true);
    expect(await db().user.findUniqueOrThrow({ where: { id: a.userId } })).toMatchObject({
      failedLoginCount: 0,
      lockedUntil: null,
    });
  });

  it('concurrent failures cannot slip past the limit', async () => {
    const a = await createAccountWithOwner();
    const t0 = new Date('2026-11-21T10:00:00Z');
    await Promise.all(
      Array.from({ length: MAX_FAILED_LOGINS }, () =>
        verifyCredentials({ email: a.email, password: 'wrong' }, t0),
      ),
    );
    expect(await verifyCredentials({ email: a.email, password: a.password }, t0)).toEqual({
      ok: false,
      reason: 'locked',
    });
  });
});
