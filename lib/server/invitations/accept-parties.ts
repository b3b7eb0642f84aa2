import 'server-only';
import { db } from '@/lib/db/client';
import type { Invitation } from '@/lib/db/generated/client';
import type { Actor } from '../session/resolve-actor';
import { findInviter } from './find-inviter';

/**
 * Everything accepting needs to know about both parties, read before the transaction: the shared
 * contract, the inviter's project and account and the person who invited, and the accepting
 * account and user (with any company it already keeps for the inviter).
 */
export async function loadAcceptParties(invitation: Invitation, actor: Actor) {
  const [contract, inviterPlacement, inviterAccount, inviteeAccount, user, inviter, knownCompany] =
    await Promise.all([
      db().contract.findUniqueOrThrow({ where: { id: invitation.contractId } }),
      db().contractPlacement.findUniqueOrThrow({
        where: {
          contractId_accountId: { contractId: invitation.contractId, accountId: invitation.inviterAccountId },
        },
        include: { project: true },
      }),
      db().account.findUniqueOrThrow({
        where: { id: invitation.inviterAccountId },
        select: { id: true, name: true },
      }),
      db().account.findUniqueOrThrow({
        where: { id: actor.accountId },
        select: { id: true, name: true, gstPercent: true },
      }),
      db().user.findUniqueOrThrow({ where: { id: actor.userId }, select: { name: true, email: true } }),
      findInviter(invitation),
      db().company.findFirst({
        where: { accountId: actor.accountId, linkedAccountId: invitation.inviterAccountId },
        orderBy: { createdAt: 'asc' },
        select: { id: true },
      }),
    ]);
  return { contract, inviterPlacement, inviterAccount, inviteeAccount, user, inviter, knownCompany };
}

export type AcceptParties = Awaited<ReturnType<typeof loadAcceptParties>>;
