import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { findMembership } from './find-membership';
import { notYourself, ownerUntouchable } from './owner-rules';

/**
 * Removes a user from the account: their membership, with the per-membership settings (email
 * preferences, summary times) and any unused set-password link to this account. The user, their
 * other accounts and everything they did here (history, approvals, comments) stay.
 */
export async function deleteAccountUser(actor: Actor, userId: string): Promise<{ user_id: string }> {
  await assertCan(actor, 'account', 'edit');
  notYourself(actor.userId, userId);
  await db().$transaction(async (tx) => {
    const current = await findMembership(tx, actor.accountId, userId);
    if (current.role === 'owner') throw ownerUntouchable();
    const { count } = await tx.membership.deleteMany({ where: { id: current.id, role: { not: 'owner' } } });
    if (count !== 1) throw new AppError('conflict');
    const key = { accountId: actor.accountId, userId };
    await tx.emailPreference.deleteMany({ where: key });
    await tx.summarySchedule.deleteMany({ where: key });
    await tx.userInvitation.deleteMany({ where: { ...key, usedAt: null } });
    await recordHistory(
      tx,
      actor,
      'user.removed',
      {},
      {
        userId,
        email: current.user.email,
        name: current.user.name,
        role: current.role,
      },
    );
  });
  return { user_id: userId };
}
