import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Tx } from '@/lib/db/client';
import { longDayText } from '@/lib/domain/zoned-dates';
import { enqueueEmail } from '@/lib/email/outbox';
import type { TRecipient } from '@/lib/schemas/invitations';
import { assertEmailVerified } from '../auth/email-verification';
import { recordHistory } from '../history';
import type { InvitationContext } from './invitation-context';
import { invitationPath, newInvitationCode } from './invitation-code';

export interface IssuedCode {
  id: string;
  contactName: string;
  contactEmail: string;
  code: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Queues the invitation email for one code, inside the caller's transaction. */
export function queueInvitationEmail(tx: Tx, ctx: InvitationContext, issued: IssuedCode): Promise<void> {
  return enqueueEmail(tx, {
    accountId: ctx.actor.accountId,
    // One message per code: a resend has a new code and so a new message.
    idempotencyKey: `contract_invitation:${issued.id}:${issued.tokenHash.slice(0, 16)}`,
    to: issued.contactEmail,
    toName: issued.contactName,
    template: 'contract_invitation',
    payload: {
      ...ctx.email,
      contactName: issued.contactName,
      path: invitationPath(ctx.inviteeSide, issued.code),
      expiresOn: longDayText(issued.expiresAt, ctx.timeZone),
    },
  });
}

/**
 * Creates one pending invitation per recipient and queues its email, in the caller's transaction.
 * A person keeps one live link per contract: their earlier pending invitations are withdrawn.
 */
export async function createInvitations(
  tx: Tx,
  ctx: InvitationContext,
  recipients: readonly TRecipient[],
  now = new Date(),
): Promise<IssuedCode[]> {
  await assertEmailVerified(ctx.actor.userId);
  const issued: IssuedCode[] = recipients.map((r) => ({
    id: randomUUID(),
    contactName: r.contact_name,
    contactEmail: r.contact_email,
    ...newInvitationCode(now),
  }));
  await tx.invitation.updateMany({
    where: {
      contractId: ctx.contractId,
      inviterAccountId: ctx.actor.accountId,
      contactEmail: { in: issued.map((i) => i.contactEmail) },
      status: 'pending',
    },
    data: { status: 'revoked', respondedAt: now },
  });
  await tx.invitation.createMany({
    data: issued.map((i) => ({
      id: i.id,
      contractId: ctx.contractId,
      inviterAccountId: ctx.actor.accountId,
      inviteeSide: ctx.inviteeSide,
      contactName: i.contactName,
      contactEmail: i.contactEmail,
      tokenHash: i.tokenHash,
      expiresAt: i.expiresAt,
      createdAt: now,
    })),
  });
  // At most MAX_RECIPIENTS (schema) messages: each is one outbox row keyed by its own code.
  for (const i of issued) await queueInvitationEmail(tx, ctx, i);
  await recordHistory(
    tx,
    ctx.actor,
    'invitation.sent',
    { projectId: ctx.projectId, contractId: ctx.contractId },
    {
      invitationIds: issued.map((i) => i.id),
      emails: issued.map((i) => i.contactEmail),
      side: ctx.inviteeSide,
    },
  );
  return issued;
}
