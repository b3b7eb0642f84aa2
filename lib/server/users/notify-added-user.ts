import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Tx } from '@/lib/db/client';
import { enqueueEmail } from '@/lib/email/outbox';
import { setPasswordPage } from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { INVITATION_TTL_DAYS, newInvitationToken } from '../auth/invitation-token';

export type AddedUserEmail = 'invitation' | 'notice';

/**
 * Queues the email telling a user they were added to the actor's account, inside the caller's
 * transaction. Someone without a password gets a one-time set-password link (any earlier link to
 * this account stops working); someone who can already log in gets a notice and no link.
 */
export async function notifyAddedUser(
  tx: Tx,
  actor: Actor,
  user: { id: string; email: string; name: string; passwordHash: string | null },
  now: Date,
): Promise<AddedUserEmail> {
  const account = await tx.account.findUniqueOrThrow({
    where: { id: actor.accountId },
    select: { name: true },
  });
  const inviter = await tx.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { name: true } });
  const common = { accountId: actor.accountId, to: user.email, toName: user.name };
  if (user.passwordHash) {
    await enqueueEmail(tx, {
      ...common,
      // Each request is a new message, so each gets its own key.
      idempotencyKey: `account_added:${randomUUID()}`,
      template: 'account_added',
      payload: { inviterName: inviter.name, accountName: account.name, accountId: actor.accountId },
    });
    return 'notice';
  }
  await tx.userInvitation.deleteMany({
    where: { accountId: actor.accountId, userId: user.id, usedAt: null },
  });
  const { token, tokenHash } = newInvitationToken();
  const invitation = await tx.userInvitation.create({
    data: {
      accountId: actor.accountId,
      userId: user.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 864e5),
    },
  });
  await enqueueEmail(tx, {
    ...common,
    idempotencyKey: `user_invitation:${invitation.id}`,
    template: 'user_invitation',
    payload: { inviterName: inviter.name, accountName: account.name, path: setPasswordPage(token) },
  });
  return 'invitation';
}
