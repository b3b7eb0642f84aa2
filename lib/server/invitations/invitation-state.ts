import 'server-only';
import type { InvitationStatus } from '@/lib/db/generated/enums';

/** What the inviter's list shows. A pending invitation past its expiry is 'expired'. */
export type InvitationState = 'pending' | 'accepted' | 'declined' | 'expired' | 'revoked';

export function invitationState(
  row: { status: InvitationStatus; expiresAt: Date },
  now = new Date(),
): InvitationState {
  if (row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

/** The where-clause of a link that still works: pending and not expired. */
export function liveInvitationWhere(tokenHash: string, now: Date) {
  return { tokenHash, status: 'pending' as const, expiresAt: { gt: now } };
}
