import 'server-only';
// Who a single sign-on identity signs in as (lib/auth/sso-config.ts): the ClaimCert user with the
// email the provider vouches for. Nobody gets an account by signing in: an unknown email is
// refused, and joins only once invited — an invited user already exists (without a password), so
// signing in with the invited address is joining as that user; the set-password links still
// waiting are voided, as setting a password voids them.
import { db } from '@/lib/db/client';
import { verifiedEmail, type SsoConfig, type SsoProfile } from '@/lib/auth/sso-config';
import { isDemoMode } from '../config/app-config';
import { isDemoEmail } from './demo-logins';

export type SsoResult =
  | { ok: true; user: { id: string; email: string; name: string } }
  | { ok: false; reason: 'sso_unverified' | 'sso_unknown' | 'demo_off' };

/** The user the identity is, by its verified email, or why none. */
export async function findSsoUser(config: SsoConfig, profile: SsoProfile): Promise<SsoResult> {
  const email = verifiedEmail(config, profile);
  if (!email) return { ok: false, reason: 'sso_unverified' };
  if (isDemoEmail(email) && !isDemoMode()) return { ok: false, reason: 'demo_off' };
  const user = await db().user.findFirst({
    where: { email: { equals: email, mode: 'insensitive' } },
    select: { id: true, email: true, name: true },
  });
  return user ? { ok: true, user } : { ok: false, reason: 'sso_unknown' };
}

/** Signing in: the user, with the set-password links still waiting voided. */
export async function ssoSignIn(config: SsoConfig, profile: SsoProfile): Promise<SsoResult> {
  const found = await findSsoUser(config, profile);
  if (found.ok) {
    await db().userInvitation.updateMany({
      where: { userId: found.user.id, usedAt: null },
      data: { usedAt: new Date() },
    });
  }
  return found;
}
