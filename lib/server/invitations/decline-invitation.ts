import 'server-only';
import { db } from '@/lib/db/client';
import { enqueueEmail } from '@/lib/email/outbox';
import { contractPage } from '@/lib/paths/page-paths';
import { recordHistory } from '../history';
import { notifyUsers } from '../notices/write-notifications';
import { findInviter } from './find-inviter';
import { findLiveInvitation } from './find-live-invitation';
import { liveInvitationWhere } from './invitation-state';
import { LinkExpiredError } from './link-expired-error';

/**
 * §7 decline_invitation: the signed-in user turns the invitation down. The link dies, the
 * inviting account's history records who declined, and the inviter is emailed after commit.
 */
export async function declineInvitation(userId: string, code: string, now = new Date()) {
  const invitation = await findLiveInvitation(code, now);
  const [user, contract, placement, inviter] = await Promise.all([
    db().user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true } }),
    db().contract.findUniqueOrThrow({
      where: { id: invitation.contractId },
      select: { id: true, name: true, contractNumber: true },
    }),
    db().contractPlacement.findUniqueOrThrow({
      where: {
        contractId_accountId: { contractId: invitation.contractId, accountId: invitation.inviterAccountId },
      },
      select: { projectId: true, side: true, project: { select: { name: true } } },
    }),
    findInviter(invitation),
  ]);
  await db().$transaction(async (tx) => {
    const { count } = await tx.invitation.updateMany({
      where: { id: invitation.id, ...liveInvitationWhere(invitation.tokenHash, now) },
      data: { status: 'declined', respondedAt: now },
    });
    if (count !== 1) throw new LinkExpiredError();
    // Written in the inviting account: the decliner has no standing there beyond this answer.
    await recordHistory(
      tx,
      { userId, accountId: invitation.inviterAccountId, actingAsSupport: false },
      'invitation.declined',
      { projectId: placement.projectId, contractId: contract.id },
      { invitationId: invitation.id, email: invitation.contactEmail, declinedBy: user.email },
    );
    await notifyUsers(tx, {
      accountId: invitation.inviterAccountId,
      userIds: [inviter?.id],
      actorUserId: userId,
      event: { kind: 'invitation.declined', contract: contract.name, by: user.name },
      link: contractPage({
        accountId: invitation.inviterAccountId,
        projectId: placement.projectId,
        side: placement.side,
        contractId: contract.id,
      }),
    });
    if (inviter) {
      await enqueueEmail(tx, {
        accountId: invitation.inviterAccountId,
        idempotencyKey: `contract_invitation:${invitation.id}:declined:${invitation.tokenHash.slice(0, 16)}`,
        to: inviter.email,
        toName: inviter.name,
        template: 'contract_invitation_declined',
        payload: {
          answeredBy: user.name,
          contactEmail: user.email,
          contractName: contract.name,
          contractNumber: contract.contractNumber,
          projectName: placement.project.name,
        },
      });
    }
  });
  return { state: 'declined' as const };
}
