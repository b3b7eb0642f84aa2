import 'server-only';
// The times an issued claim or certificate went out by email: its issue (each issue round, for a
// claim re-issued after a revert) and each resend. Each has a history row naming its recipients,
// and each recipient's email its own outbox key, from which the delivery state is read
// (lib/email/delivery-state.ts) and a resend's form is filled in with the original recipients.
import { db, type Tx } from '@/lib/db/client';
import type { IssuedDocumentPayload } from '@/emails/issued-document';
import type { Recipient } from '@/lib/schemas/claims';

export interface Sending {
  kind: 'issue' | 'resend';
  at: Date;
  recipients: string[];
  /** The outbox key of each recipient's email. */
  keys: string[];
}

export interface SendingKinds {
  where: { contractId: string } & ({ claimId: string } | { certId: string });
  /** The history actions of an issue and of a resend: 'claim.issued' and 'claim.resent'. */
  issued: string;
  resent: string;
  /** The outbox key of an issue email (round: 0 for the first issue) and of a resend email. */
  issueKey: (round: number, email: string) => string;
  resendKey: (resendId: string, email: string) => string;
}

interface SendingDetails {
  recipients?: string[];
  resend_id?: string;
}

/** Oldest first. */
export async function documentSendings(kinds: SendingKinds): Promise<Sending[]> {
  const rows = await db().history.findMany({
    where: { ...kinds.where, action: { in: [kinds.issued, kinds.resent] } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { action: true, details: true, createdAt: true },
  });
  let round = 0;
  return rows.map((row) => {
    const details = (row.details ?? {}) as SendingDetails;
    const recipients = details.recipients ?? [];
    if (row.action === kinds.issued) {
      const issueRound = round++;
      return {
        kind: 'issue' as const,
        at: row.createdAt,
        recipients,
        keys: recipients.map((to) => kinds.issueKey(issueRound, to)),
      };
    }
    const resendId = details.resend_id ?? '';
    return {
      kind: 'resend' as const,
      at: row.createdAt,
      recipients,
      keys: recipients.map((to) => kinds.resendKey(resendId, to)),
    };
  });
}

export interface ResendForm {
  /** The recipients of the latest issue, named as they were then. */
  to_contacts: Recipient[];
  subject: string;
  /** The files that issue's emails carried, those still on file. */
  attachments: string[];
  is_bulk: boolean;
}

/**
 * What a resend starts from: the latest issue's recipients, subject, files and bulk choice, read
 * from its queued emails; the document's defaults when it was issued without email.
 */
export async function resendForm(
  sendings: readonly Sending[],
  accountId: string,
  fallback: { subject: string; isBulk: boolean },
): Promise<ResendForm> {
  const issue = sendings.filter((s) => s.kind === 'issue').at(-1);
  const rows = issue?.keys.length
    ? await db().emailOutbox.findMany({
        where: { idempotencyKey: { in: issue.keys } },
        select: { toEmail: true, toName: true, payload: true },
      })
    : [];
  const names = new Map(rows.map((r) => [r.toEmail, r.toName]));
  const payload = rows[0]?.payload as IssuedDocumentPayload | undefined;
  const ids = payload?.attachmentIds ?? [];
  const files = ids.length
    ? await db().attachment.findMany({ where: { id: { in: ids }, accountId }, select: { id: true } })
    : [];
  const onFile = new Set(files.map((f) => f.id));
  return {
    to_contacts: (issue?.recipients ?? []).map((email) => ({
      contact_email: email,
      contact_name: names.get(email) || email,
    })),
    subject: payload?.subject ?? fallback.subject,
    attachments: ids.filter((id) => onFile.has(id)),
    is_bulk: payload ? payload.alsoSentTo !== null : fallback.isBulk,
  };
}

/**
 * The resend this request repeats, if one with its resend_id was made already (a retried request):
 * its recipients, so the answer is the first one's. Called under the document's row lock.
 */
export async function earlierResend(
  tx: Tx,
  where: { claimId: string } | { certId: string },
  action: string,
  resendId: string,
): Promise<{ recipients: string[] } | null> {
  const row = await tx.history.findFirst({
    where: { ...where, action, details: { path: ['resend_id'], equals: resendId } },
    select: { details: true },
  });
  return row ? { recipients: (row.details as SendingDetails | null)?.recipients ?? [] } : null;
}
