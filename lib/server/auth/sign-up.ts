import 'server-only';
import { db, type Tx } from '@/lib/db/client';
import { hashPassword } from '@/lib/auth/password';
import { countryInfo } from '@/lib/domain/countries';
import type { TSignUp } from '@/lib/schemas/auth';
import { AppError } from '@/lib/errors/app-error';
import { recordHistory } from '../history';
import { queueEmailVerification } from './email-verification';
import { hitCounter } from './throttle-counter';
import { passwordSignIn } from '@/lib/auth/sso-config';

/** Sign-up's answer where people sign in through the firm's single sign-on alone. */
export const SSO_ONLY =
  'This installation signs in through your organisation’s single sign-on: ask your ClaimCert administrator to invite you.';

/** Free trial length for a new account (spec §9: "Free trial: usable on one project for free"). */
export const TRIAL_DAYS = 30;

/**
 * Sign-ups one client address may make per hour, counting refused ones too (a taken email), so
 * the form can be used neither to fill the database nor to test which emails have accounts.
 * A firm setting up several companies from one office stays well inside it.
 */
export const SIGN_UPS_PER_ADDRESS_PER_HOUR = 10;

/**
 * Creates the user and their first account, with the user as its owner, in one transaction, and
 * emails them a link to confirm their address (email-verification.ts). `client` is the caller's
 * address key for the per-address limit; scripts and tests that call this directly pass none.
 */
export async function signUp(
  input: TSignUp,
  { client, now = new Date() }: { client?: string; now?: Date } = {},
): Promise<{ userId: string; accountId: string }> {
  if (client) {
    const { count } = await hitCounter(`signup:address:${client}`, 60 * 60_000, now);
    if (count > SIGN_UPS_PER_ADDRESS_PER_HOUR) throw new AppError('too_many_requests');
  }
  if (!passwordSignIn()) throw new AppError('forbidden', SSO_ONLY);
  const passwordHash = await hashPassword(input.password);
  try {
    // The confirmation email goes out with the outbox worker's next poll (within seconds).
    return await db().$transaction((tx) => createOwnedAccount(tx, input, passwordHash, now));
  } catch (error) {
    throw emailTaken(error);
  }
}

/** What a second sign-up with a taken email is told (P2002: the users' unique email). */
export function emailTaken(error: unknown): unknown {
  if ((error as { code?: string }).code !== 'P2002') return error;
  return new AppError('conflict', [
    { field: 'email', message: 'An account with this email already exists. Log in instead.' },
  ]);
}

/** The user, their account with them as its owner and its trial, and the email confirming their address. */
export async function createOwnedAccount(
  tx: Tx,
  input: TSignUp,
  passwordHash: string,
  now: Date,
): Promise<{ userId: string; accountId: string }> {
  const user = await tx.user.create({ data: { email: input.email, name: input.name, passwordHash } });
  const account = await tx.account.create({
    data: {
      name: input.accountName,
      country: input.country,
      currency: input.currency,
      timeZone: input.timeZone,
      gstPercent: countryInfo(input.country).gstPercent,
      memberships: { create: { userId: user.id, role: 'owner' } },
      emailPreferences: { create: { userId: user.id } },
      subscription: {
        create: { status: 'trialing', trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 864e5) },
      },
    },
  });
  const actor = { userId: user.id, accountId: account.id, actingAsSupport: false };
  await recordHistory(tx, actor, 'account.created', {}, { accountName: account.name });
  await queueEmailVerification(tx, user, now);
  return { userId: user.id, accountId: account.id };
}
