import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { ZInvitationCode } from '@/lib/schemas/invitations';
import { findLiveInvitation } from './find-live-invitation';
import { inviteTypeFor, type InviteType } from './invitation-code';

/**
 * Before anyone is signed in: whether a code still works, and whom it was sent to (to fill in
 * the invite login). The code itself is the secret, so this reveals nothing its holder lacks.
 * Null for a malformed, unknown, expired or used code.
 */
export async function peekInvitation(
  code: string,
): Promise<{ email: string; inviteType: InviteType } | null> {
  if (!ZInvitationCode.safeParse(code).success) return null;
  try {
    const invitation = await findLiveInvitation(code);
    return { email: invitation.contactEmail, inviteType: inviteTypeFor(invitation.inviteeSide) };
  } catch (error) {
    if (error instanceof AppError) return null; // 404 or 410; anything else is a real failure
    throw error;
  }
}
