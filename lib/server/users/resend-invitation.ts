import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { findMembership } from './find-membership';
import { notifyAddedUser } from './notify-added-user';

/** Spec §8 success message. */
export const INVITATION_RESENT_MESSAGE = 'You have resent email to the user.';

/** Sends the added-to-account email again; a set-password link is replaced by a fresh one. */
export async function resendInvitation(
  actor: Actor,
  userId: string,
  now = new Date(),
): Promise<{ message: string }> {
  await assertCan(actor, 'account', 'edit');
  await db().$transaction(async (tx) => {
    const membership = await findMembership(tx, actor.accountId, userId);
    if (membership.status !== 'active') {
      throw new AppError('conflict', 'Reactivate this user before sending them the email again.');
    }
    const email = await notifyAddedUser(tx, actor, membership.user, now);
    await recordHistory(
      tx,
      actor,
      'user.invitation_resent',
      {},
      { userId, email: membership.user.email, sent: email },
    );
  });
  return { message: INVITATION_RESENT_MESSAGE };
}
