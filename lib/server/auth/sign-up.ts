import 'server-only';
import { db } from '@/lib/db/client';
import { hashPassword } from '@/lib/auth/password';
import { countryInfo } from '@/lib/domain/countries';
import type { TSignUp } from '@/lib/schemas/auth';
import { AppError } from '@/lib/api/app-error';
import { recordHistory } from '../history';

/** Free trial length for a new account (spec §9: "Free trial: usable on one project for free"). */
export const TRIAL_DAYS = 30;

/** Creates the user and their first account, with the user as its owner, in one transaction. */
export async function signUp(
  input: TSignUp,
  now = new Date(),
): Promise<{ userId: string; accountId: string }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db().$transaction(async (tx) => {
      const user = await tx.user.create({ data: { email: input.email, name: input.name, passwordHash } });
      const account = await tx.account.create({
        data: {
          name: input.accountName,
          country: input.country,
          currency: input.currency,
          timeZone: input.timeZone,
          gstRate: countryInfo(input.country).gstRate,
          memberships: { create: { userId: user.id, role: 'owner' } },
          emailPreferences: { create: { userId: user.id } },
          subscription: {
            create: { status: 'trialing', trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 864e5) },
          },
        },
      });
      const actor = { userId: user.id, accountId: account.id, actingAsSupport: false };
      await recordHistory(tx, actor, 'account.created', {}, { accountName: account.name });
      return { userId: user.id, accountId: account.id };
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') {
      throw new AppError('conflict', [
        { field: 'email', message: 'An account with this email already exists. Log in instead.' },
      ]);
    }
    throw error;
  }
}
