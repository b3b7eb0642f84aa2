import 'server-only';
import { db } from '@/lib/db/client';
import { DUMMY_HASH, verifyPassword } from '@/lib/auth/password';
import { ZLogin } from '@/lib/schemas/auth';
import { isDemoMode } from '../config/app-config';
import { isDemoEmail } from './demo-logins';
import { clearAccountFailures, loginWaitSeconds, recordLoginFailure } from './login-throttle';

export type CredentialsResult =
  | { ok: true; user: { id: string; email: string; name: string } }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'demo_off' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export interface CredentialsOptions {
  /** The client address key (client-address.ts); null when the check is not a login (profile). */
  client?: string | null;
  now?: Date;
}

/** Checks an email and password through the login throttle (login-throttle.ts). */
export async function verifyCredentials(
  input: unknown,
  { client = null, now = new Date() }: CredentialsOptions = {},
): Promise<CredentialsResult> {
  const parsed = ZLogin.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const { email, password } = parsed.data;
  const wait = await loginWaitSeconds(email, client, now);
  if (wait > 0) return { ok: false, reason: 'throttled', retryAfterSeconds: wait };

  // The demo's logins are known to everyone: outside a demo installation none signs in, even in a
  // database an earlier version seeded the demo into (the start log says how to remove them).
  if (isDemoEmail(email) && !isDemoMode()) return { ok: false, reason: 'demo_off' };
  const user = await db().user.findUnique({ where: { email } });
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !user.passwordHash || !valid) {
    await recordLoginFailure(email, client, now);
    return { ok: false, reason: 'invalid' };
  }
  await clearAccountFailures(email);
  return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
}
