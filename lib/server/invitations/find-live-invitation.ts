import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { hashInvitationCode } from './invitation-code';
import { invitationState } from './invitation-state';
import { LinkExpiredError } from './link-expired-error';

/**
 * The invitation a code opens, only while it still works. An unknown code answers 404; a known
 * one that is expired, used, declined or withdrawn answers 410 (the Link Expired page).
 */
export async function findLiveInvitation(code: string, now = new Date()) {
  const invitation = await db().invitation.findUnique({ where: { tokenHash: hashInvitationCode(code) } });
  if (!invitation) throw new AppError('not_found');
  if (invitationState(invitation, now) !== 'pending') throw new LinkExpiredError();
  return invitation;
}
