import 'server-only';
import { db } from '@/lib/db/client';

export const SENT_ACTIONS = ['invitation.sent', 'invitation.resent'] as const;

/**
 * The person to tell when an invitation is answered: whoever last sent it. The invitation row
 * keeps only the inviting account, so the sender is read from the history row that sending
 * wrote (details.invitationIds); should that be gone, the account's owner is told instead.
 */
export async function findInviter(invitation: {
  id: string;
  contractId: string;
  inviterAccountId: string;
}): Promise<{ id: string; name: string; email: string } | null> {
  const sent = await db().history.findFirst({
    where: {
      accountId: invitation.inviterAccountId,
      contractId: invitation.contractId,
      action: { in: [...SENT_ACTIONS] },
      details: { path: ['invitationIds'], array_contains: [invitation.id] },
    },
    orderBy: { createdAt: 'desc' },
    select: { actorUserId: true },
  });
  const select = { id: true, name: true, email: true } as const;
  if (sent?.actorUserId) {
    const user = await db().user.findUnique({ where: { id: sent.actorUserId }, select });
    if (user) return user;
  }
  const owner = await db().membership.findFirst({
    where: { accountId: invitation.inviterAccountId, role: 'owner', status: 'active' },
    select: { user: { select } },
  });
  return owner?.user ?? null;
}
