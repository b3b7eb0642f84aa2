import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TAddUser } from '@/lib/schemas/users';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import { assertEmailVerified } from '../auth/email-verification';
import { assertCanAddUser } from '../billing/assert-can-add-user';
import type { Actor } from '../session/resolve-actor';
import { notifyAddedUser, type AddedUserEmail } from './notify-added-user';

/** Spec §8 success message, exactly as the product words it. */
export const USER_ADDED_MESSAGE = 'Your have added this user successfully.';
const ALREADY_MEMBER = 'This person is already a user of this account.';

/**
 * Adds a person to the account with an active membership: a new email becomes a user without a
 * password who gets a set-password link; an existing user keeps their name and password and is
 * told by email. Membership, invitation, email and history commit together or not at all.
 */
export async function addAccountUser(
  actor: Actor,
  input: TAddUser,
  now = new Date(),
): Promise<{ message: string; user_id: string; email: AddedUserEmail }> {
  await assertCan(actor, 'account', 'edit');
  await assertEmailVerified(actor.userId);
  try {
    const added = await db().$transaction(async (tx) => {
      const select = { id: true, email: true, name: true, passwordHash: true } as const;
      const existing = await tx.user.findUnique({ where: { email: input.email }, select });
      const user =
        existing ?? (await tx.user.create({ data: { email: input.email, name: input.name }, select }));
      const member = await tx.membership.findUnique({
        where: { accountId_userId: { accountId: actor.accountId, userId: user.id } },
        select: { id: true },
      });
      if (member) throw new AppError('conflict', [{ field: 'email', message: ALREADY_MEMBER }]);
      // The plan's user limit (issue 14), under the subscription row's lock.
      await assertCanAddUser(tx, actor.accountId);
      await tx.membership.create({ data: { accountId: actor.accountId, userId: user.id, role: input.role } });
      await tx.emailPreference.upsert({
        where: { accountId_userId: { accountId: actor.accountId, userId: user.id } },
        create: { accountId: actor.accountId, userId: user.id },
        update: {},
      });
      const email = await notifyAddedUser(tx, actor, user, now);
      await recordHistory(
        tx,
        actor,
        'user.added',
        {},
        {
          userId: user.id,
          email: user.email,
          role: input.role,
          newUser: !existing,
        },
      );
      return { userId: user.id, email };
    });
    return { message: USER_ADDED_MESSAGE, user_id: added.userId, email: added.email };
  } catch (error) {
    // Two people adding the same email at once: the unique keys let one through.
    if ((error as { code?: string }).code === 'P2002') {
      throw new AppError('conflict', [{ field: 'email', message: ALREADY_MEMBER }]);
    }
    throw error;
  }
}
