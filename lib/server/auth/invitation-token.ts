import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** How long a set-password link works. */
export const INVITATION_TTL_DAYS = 7;

/** 32 random bytes for the link; only their SHA-256 is stored, so a database leak opens nothing. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
