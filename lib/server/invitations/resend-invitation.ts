import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { queueInvitationEmail } from './create-invitations';
import { newInvitationCode } from './invitation-code';
import { loadInvitationContext } from './invitation-context';
import { listInvitations } from './list-invitations';
import { loadOwnInvitation, type InvitationRef } from './load-own-invitation';

/**
 * §7 invitations (send): a new code and a fresh 14 days for a pending, expired or declined
 * invitation. The old code stops working at once: only the new code's hash is kept.
 */
export async function resendInvitation(actor: Actor, ref: InvitationRef, now = new Date()) {
  const { loaded, invitation } = await loadOwnInvitation(actor, ref, 'edit');
  const ctx = await loadInvitationContext(actor, loaded);
  const fresh = newInvitationCode(now);
  await db().$transaction(async (tx) => {
    const { count } = await tx.invitation.updateMany({
      where: { id: invitation.id, status: invitation.status, tokenHash: invitation.tokenHash },
      data: { tokenHash: fresh.tokenHash, expiresAt: fresh.expiresAt, status: 'pending', respondedAt: null },
    });
    if (count !== 1) throw new AppError('conflict');
    await queueInvitationEmail(tx, ctx, {
      id: invitation.id,
      contactName: invitation.contactName,
      contactEmail: invitation.contactEmail,
      ...fresh,
    });
    await recordHistory(
      tx,
      actor,
      'invitation.resent',
      { projectId: ctx.projectId, contractId: ctx.contractId },
      { invitationIds: [invitation.id], emails: [invitation.contactEmail], side: ctx.inviteeSide },
    );
  });
  return listInvitations(actor, ref, now);
}
