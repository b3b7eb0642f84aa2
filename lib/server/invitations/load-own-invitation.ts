import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Action } from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';
import { loadContract } from '../contracts/load-contract';

export interface InvitationRef {
  projectId: string;
  contractId: string;
  invitationId: string;
}

/**
 * One of this account's invitations, loaded through its contract (and the contract through the
 * account's placement): another account's invitation, or one of another contract, answers 404.
 * A withdrawn invitation is gone for good. An accepted one can no longer change (409).
 */
export async function loadOwnInvitation(actor: Actor, ref: InvitationRef, action: Action) {
  const loaded = await loadContract(actor, ref.contractId, { projectId: ref.projectId, action });
  const invitation = await db().invitation.findFirst({
    where: { id: ref.invitationId, contractId: loaded.contract.id, inviterAccountId: actor.accountId },
  });
  if (!invitation || invitation.status === 'revoked') throw new AppError('not_found');
  if (invitation.status === 'accepted') {
    throw new AppError('conflict', 'This invitation has been accepted already.');
  }
  return { loaded, invitation };
}
