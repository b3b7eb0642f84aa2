import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db/client';
import type { TSetPassword } from '@/lib/schemas/users';
import { recordHistory } from '../history';
import { findUsableInvitation } from './read-invitation';

export const LINK_EXPIRED_MESSAGE = 'This link has expired or has already been used.';

/**
 * Consumes a set-password link: the first request marks it used (a conditional update, so two
 * at once cannot both succeed), sets the password, and voids the user's other unused links, which
 * could otherwise reset the new password later. Returns what the browser needs to sign in.
 */
export async function setPasswordFromInvitation(
  input: TSetPassword,
  now = new Date(),
): Promise<{ account_id: string; email: string }> {
  const passwordHash = await hashPassword(input.password);
  return db().$transaction(async (tx) => {
    const invitation = await findUsableInvitation(tx, input.token, now);
    if (!invitation) throw new AppError('forbidden', LINK_EXPIRED_MESSAGE);
    const { count } = await tx.userInvitation.updateMany({
      where: { id: invitation.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (count !== 1) throw new AppError('forbidden', LINK_EXPIRED_MESSAGE);
    const userId = invitation.user.id;
    await tx.user.update({
      where: { id: userId },
      data: { passwordHash },
    });
    await tx.userInvitation.deleteMany({ where: { userId, usedAt: null } });
    await recordHistory(
      tx,
      { userId, accountId: invitation.accountId, actingAsSupport: false },
      'user.password_set',
      {},
      { email: invitation.user.email },
    );
    return { account_id: invitation.accountId, email: invitation.user.email };
  });
}
