import { describe, expect, it } from 'vitest';
import { createAccountWithOwner } from '../support/factories';
import { verifyCredentials } from '@/lib/server/auth/verify-credentials';
import {
  FIRST_DELAY_SECONDS,
  FREE_FAILURES,
  loginWaitSeconds,
  MAX_DELAY_MINUTES,
} from '@/lib/server/auth/login-throttle';

const at = (t0: Date, seconds: number) => new Date(t0.getTime() + seconds * 1000);

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

  it(`after ${FREE_FAILURES} failures each attempt waits longer, the right password included, then works`, async () => {
    const a = await createAccountWithOwner();
    const t0 = new Date('2026-11-21T10:00:00Z');
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect((await verifyCredentials({ email: a.email, password: 'wrong' }, { now: t0 })).ok).toBe(false);
    }
    // Refused without looking at the password while the delay runs, and not counted.
    expect(await verifyCredentials({ email: a.email, password: a.password }, { now: at(t0, 5) })).toEqual({
      ok: false,
      reason: 'throttled',
      retryAfterSeconds: FIRST_DELAY_SECONDS - 5,
    });
    // One more failure once the delay is over doubles the next delay.
    const t1 = at(t0, FIRST_DELAY_SECONDS);
    expect(await verifyCredentials({ email: a.email, password: 'wrong' }, { now: t1 })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await verifyCredentials({ email: a.email, password: a.password }, { now: t1 })).toMatchObject({
      reason: 'throttled',
      retryAfterSeconds: 2 * FIRST_DELAY_SECONDS,
    });
    // After the delay the right password works and clears the count.
    const t2 = at(t1, 2 * FIRST_DELAY_SECONDS);
    expect((await verifyCredentials({ email: a.email, password: a.password }, { now: t2 })).ok).toBe(true);
    expect((await verifyCredentials({ email: a.email, password: 'wrong' }, { now: t2 })).ok).toBe(false);
    expect((await verifyCredentials({ email: a.email, password: a.password }, { now: t2 })).ok).toBe(true);
  });

  it(`the delay never exceeds ${MAX_DELAY_MINUTES} minutes, however many failures`, async () => {
    const a = await createAccountWithOwner();
    let now = new Date('2026-11-21T10:00:00Z');
    let longest = 0;
    for (let i = 0; i < FREE_FAILURES + 6; i++) {
      const result = await verifyCredentials({ email: a.email, password: 'wrong' }, { now });
      if (!result.ok && result.reason === 'throttled') throw new Error('attempt made during a delay');
      const wait = await loginWaitSeconds(a.email, null, now);
      longest = Math.max(longest, wait);
      now = at(now, wait);
    }
    expect(longest).toBe(MAX_DELAY_MINUTES * 60);
    expect((await verifyCredentials({ email: a.email, password: a.password }, { now })).ok).toBe(true);
  });

  it('an unknown email is delayed exactly like a known one, so the answer tells nothing', async () => {
    const a = await createAccountWithOwner();
    const t0 = new Date('2026-11-21T10:00:00Z');
    const outcomes = [];
    for (const email of [a.email, `nobody-${a.userId}@x.example`]) {
      for (let i = 0; i < FREE_FAILURES; i++)
        await verifyCredentials({ email, password: 'wrong' }, { now: t0 });
      outcomes.push(await verifyCredentials({ email, password: 'wrong' }, { now: t0 }));
    }
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(outcomes[0]).toMatchObject({ reason: 'throttled' });
  });

  it('concurrent failures are all counted', async () => {
    const a = await createAccountWithOwner();
    const t0 = new Date('2026-11-21T10:00:00Z');
    await Promise.all(
      Array.from({ length: FREE_FAILURES }, () =>
        verifyCredentials({ email: a.email, password: 'wrong' }, { now: t0 }),
      ),
    );
    expect(await verifyCredentials({ email: a.email, password: a.password }, { now: t0 })).toMatchObject({
      ok: false,
      reason: 'throttled',
    });
  });
});
