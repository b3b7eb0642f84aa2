import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { listInvitations } from './list-invitations';
import { loadOwnInvitation, type InvitationRef } from './load-own-invitation';

/** §7 invitations (delete one): the invitation is withdrawn, its link dies and it leaves the list. */
export async function revokeInvitation(actor: Actor, ref: InvitationRef, now = new Date()) {
  const { loaded, invitation } = await loadOwnInvitation(actor, ref, 'edit');
  await db().$transaction(async (tx) => {
    const { count } = await tx.invitation.updateMany({
      where: { id: invitation.id, status: invitation.status, tokenHash: invitation.tokenHash },
      data: { status: 'revoked', respondedAt: now },
    });
    if (count !== 1) throw new AppError('conflict');
    await recordHistory(
      tx,
      actor,
      'invitation.revoked',
      { projectId: loaded.projectId, contractId: loaded.contract.id },
      { invitationId: invitation.id, email: invitation.contactEmail },
    );
  });
  return listInvitations(actor, ref, now);
}
