import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TUpdateAccountUser } from '@/lib/schemas/users';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { findMembership } from './find-membership';
import { notYourself, ownerUntouchable } from './owner-rules';

/**
 * Changes a user's role and/or status in the account. Deactivating keeps everything they did and
 * every assignment (spec §4 Users); it only stops them acting here, and logging in when this was
 * their last active account (listUserAccounts and resolveActor skip inactive memberships).
 */
export async function updateAccountUser(
  actor: Actor,
  userId: string,
  input: TUpdateAccountUser,
): Promise<{ user_id: string; role: string; status: string }> {
  await assertCan(actor, 'account', 'edit');
  notYourself(actor.userId, userId);
  return db().$transaction(async (tx) => {
    const current = await findMembership(tx, actor.accountId, userId);
    if (current.role === 'owner') throw ownerUntouchable();
    const role = input.role ?? current.role;
    const status = input.status ?? current.status;
    // The WHERE repeats what was read, so a concurrent change (or the user becoming owner) wins
    // and this one answers 409 instead of overwriting it.
    const { count } = await tx.membership.updateMany({
      where: { id: current.id, role: current.role, status: current.status },
      data: { role, status },
    });
    if (count !== 1) throw new AppError('conflict');
    const details = { userId, email: current.user.email };
    if (role !== current.role) {
      await recordHistory(tx, actor, 'user.role_changed', {}, { ...details, from: current.role, to: role });
    }
    if (status !== current.status) {
      await recordHistory(
        tx,
        actor,
        status === 'inactive' ? 'user.deactivated' : 'user.reactivated',
        {},
        details,
      );
    }
    return { user_id: userId, role, status };
  });
}
