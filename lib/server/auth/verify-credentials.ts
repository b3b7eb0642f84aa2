import 'server-only';
import { db } from '@/lib/db/client';
import { DUMMY_HASH, verifyPassword } from '@/lib/auth/password';
import { ZLogin } from '@/lib/schemas/auth';
import { LOCK_MINUTES, MAX_FAILED_LOGINS } from './login-throttle';

export type CredentialsResult =
  | { ok: true; user: { id: string; email: string; name: string } }
  | { ok: false; reason: 'invalid' | 'locked' };

export async function verifyCredentials(input: unknown, now = new Date()): Promise<CredentialsResult> {
  const parsed = ZLogin.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const { email, password } = parsed.data;
  const user = await db().user.findUnique({ where: { email } });
  if (user?.lockedUntil && user.lockedUntil > now) return { ok: false, reason: 'locked' };

  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !user.passwordHash || !valid) {
    if (user) await recordFailure(user.id, now);
    return { ok: false, reason: 'invalid' };
  }
  if (user.failedLoginCount > 0 || user.lockedUntil) {
    await db().user.update({ where: { id: user.id }, data: { failedLoginCount: 0, lockedUntil: null } });
  }
  return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
}

async function recordFailure(userId: string, now: Date): Promise<void> {
  // One UPDATE increments and, on reaching the limit, locks: concurrent failures cannot race past it.
  await db().$executeRaw`
    UPDATE users SET
      failed_login_count = CASE WHEN failed_login_count + 1 >= ${MAX_FAILED_LOGINS} THEN 0 ELSE failed_login_count + 1 END,
      locked_until = CASE WHEN failed_login_count + 1 >= ${MAX_FAILED_LOGINS}
        THEN ${new Date(now.getTime() + LOCK_MINUTES * 60_000)} ELSE locked_until END
    WHERE id = ${userId}::uuid`;
}
