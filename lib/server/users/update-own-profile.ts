import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db/client';
import type { TProfileUpdate } from '@/lib/schemas/profile';
import { queueEmailVerification } from '../auth/email-verification';
import { verifyCredentials } from '../auth/verify-credentials';
import { recordUserHistory } from './record-user-history';
import type { OwnProfile } from './read-own-profile';

/**
 * Everyone edits their own profile. Changing the login email or the password needs the current
 * password, checked through the login's own throttle so this form cannot be used to guess it. A
 * new email must be confirmed like a sign-up's (auth/email-verification.ts).
 */
export async function updateOwnProfile(userId: string, input: TProfileUpdate): Promise<OwnProfile> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { email: true, name: true } });
  if (!user) throw new AppError('unauthorized');
  const changes = [
    ...(input.name !== user.name ? ['name'] : []),
    ...(input.email !== user.email ? ['email'] : []),
    ...(input.new_password ? ['password'] : []),
  ];
  if (changes.includes('email') || changes.includes('password')) {
    await checkCurrentPassword(user.email, input.current_password);
  }
  const passwordHash = input.new_password ? await hashPassword(input.new_password) : undefined;
  try {
    const profile = await db().$transaction(async (tx) => {
      const updated = await tx.user.update({
        where: { id: userId },
        data: { name: input.name, email: input.email, passwordHash },
        select: { name: true, email: true, avatar: true },
      });
      // A new address is unconfirmed until its owner follows the link sent to it.
      if (changes.includes('email')) await queueEmailVerification(tx, { id: userId, ...updated }, new Date());
      if (changes.length > 0) {
        await recordUserHistory(tx, userId, 'user.profile_updated', {
          changed: changes,
          ...(changes.includes('email') ? { email: { from: user.email, to: input.email } } : {}),
        });
      }
      return updated;
    });
    return profile;
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') {
      throw new AppError('conflict', [
        { field: 'email', message: 'Another user already has this email address.' },
      ]);
    }
    throw error;
  }
}

async function checkCurrentPassword(email: string, password: string | undefined): Promise<void> {
  if (!password) {
    throw new AppError('invalid', [
      { field: 'current_password', message: 'Enter your current password to change your email or password.' },
    ]);
  }
  const result = await verifyCredentials({ email, password });
  if (result.ok) return;
  if (result.reason === 'throttled') throw new AppError('too_many_requests');
  throw new AppError('invalid', [
    { field: 'current_password', message: 'Your current password is not correct.' },
  ]);
}
