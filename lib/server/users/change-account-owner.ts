import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { canChangeOwner } from '@/lib/domain/permissions';
import { recordHistory } from '../history';
import type { Actor } from '../session/resolve-actor';
import { findMembership } from './find-membership';

/**
 * The owner hands ownership to another active user, becoming an admin, in one transaction. The
 * account's memberships are locked first (SELECT … FOR UPDATE), so two hand-overs at once run one
 * after the other; the second then finds its caller no longer owner and is refused. With the
 * conditional updates below, the account never has two owners or none.
 */
export async function changeAccountOwner(
  actor: Actor,
  newOwnerId: string,
): Promise<{ owner_user_id: string }> {
  if (!canChangeOwner(actor.role))
    throw new AppError('forbidden', 'Only the account owner can change the owner.');
  if (newOwnerId === actor.userId)
    throw new AppError('conflict', 'You are already the owner of this account.');
  await db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM memberships WHERE account_id = ${actor.accountId}::uuid ORDER BY id FOR UPDATE`;
    const target = await findMembership(tx, actor.accountId, newOwnerId);
    if (target.status !== 'active')
      throw new AppError('conflict', 'Only an active user can become the owner.');
    const demoted = await tx.membership.updateMany({
      where: { accountId: actor.accountId, userId: actor.userId, role: 'owner', status: 'active' },
      data: { role: 'admin' },
    });
    if (demoted.count !== 1) throw new AppError('forbidden', 'Only the account owner can change the owner.');
    const promoted = await tx.membership.updateMany({
      where: { id: target.id, status: 'active' },
      data: { role: 'owner' },
    });
    if (promoted.count !== 1) throw new AppError('conflict');
    await recordHistory(
      tx,
      actor,
      'account.owner_changed',
      {},
      {
        fromUserId: actor.userId,
        toUserId: newOwnerId,
        toEmail: target.user.email,
        previousRole: target.role,
      },
    );
  });
  return { owner_user_id: newOwnerId };
}
