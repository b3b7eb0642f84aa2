import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { ContractSide } from '@/lib/db/generated/enums';
import { invitationPage } from '@/lib/paths/page-paths';

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 14;

/**
 * A fresh one-time code: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored,
 * so a copy of the database cannot be used to accept anyone's invitation.
 */
export function newInvitationCode(now = new Date()): { code: string; tokenHash: string; expiresAt: Date } {
  const code = randomBytes(32).toString('base64url');
  return {
    code,
    tokenHash: hashInvitationCode(code),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 864e5),
  };
}

export function hashInvitationCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** §2 /invitation/cert/{code} invites a payer, /invitation/subcontractor/{code} a payee. */
export type InviteType = 'cert' | 'subcontractor';

export function inviteTypeFor(inviteeSide: ContractSide): InviteType {
  return inviteeSide === 'cert' ? 'cert' : 'subcontractor';
}

export function invitationPath(inviteeSide: ContractSide, code: string): string {
  return invitationPage(inviteTypeFor(inviteeSide), code);
}
