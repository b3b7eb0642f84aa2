import 'server-only';
import { db, type Tx } from '@/lib/db/client';
import { ZInvitationToken } from '@/lib/schemas/users';
import { hashInvitationToken } from '../auth/invitation-token';

/**
 * The invitation a set-password token names, while it can still be used: never used, not
 * expired, and its membership still active in an active account. Otherwise null, whatever the
 * reason, so the page and the API say the same "link expired" for all of them.
 */
export async function findUsableInvitation(tx: Tx, token: string, now: Date) {
  if (!ZInvitationToken.safeParse(token).success) return null;
  const invitation = await tx.userInvitation.findUnique({
    where: { tokenHash: hashInvitationToken(token) },
    select: {
      id: true,
      accountId: true,
      usedAt: true,
      expiresAt: true,
      account: { select: { name: true, isActive: true } },
      user: { select: { id: true, email: true, name: true } },
    },
  });
  if (!invitation || invitation.usedAt || invitation.expiresAt <= now || !invitation.account.isActive)
    return null;
  const membership = await tx.membership.findUnique({
    where: { accountId_userId: { accountId: invitation.accountId, userId: invitation.user.id } },
    select: { status: true },
  });
  return membership?.status === 'active' ? invitation : null;
}

/** What the set-password page shows: the account joined and the login email. */
export async function readInvitation(
  token: string,
  now = new Date(),
): Promise<{ accountName: string; email: string; name: string } | null> {
  const invitation = await findUsableInvitation(db(), token, now);
  if (!invitation) return null;
  return { accountName: invitation.account.name, email: invitation.user.email, name: invitation.user.name };
}
