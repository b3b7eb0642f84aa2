import 'server-only';
// The times an issued claim or certificate went out by email: its issue (each issue round, for a
// claim re-issued after a revert) and each resend. Each has a history row naming its recipients,
// and each recipient's email its own outbox key, from which the delivery state is read
// (lib/email/delivery-state.ts) and a resend's form is filled in with the original recipients.
import { db, type Tx } from '@/lib/db/client';
import { emailDelivery } from '@/lib/email/delivery-state';
import { documentRef, type DocumentKind } from './kinds';
import type { IssuedDocumentPayload } from '@/emails/issued-document';
import type { Recipient } from '@/lib/schemas/claims';

export interface Sending {
  kind: 'issue' | 'resend';
  at: Date;
  recipients: string[];
  /** The outbox key of each recipient's email. */
  keys: string[];
}

/** A sent document: which, and on which contract (its history rows say both). */
export interface SentDocument {
  id: string;
  contractId: string;
}

interface SendingDetails {
  recipients?: string[];
  resend_id?: string;
}

/** Oldest first. */
export async function documentSendings(kind: DocumentKind, doc: SentDocument): Promise<Sending[]> {
  // The history actions of an issue and of a resend: 'claim.issued' and 'claim.resent'.
  const [issued, resent] = [`${kind.noun}.issued`, `${kind.noun}.resent`];
  const rows = await db().history.findMany({
    where: { contractId: doc.contractId, ...documentRef(kind, doc.id), action: { in: [issued, resent] } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { action: true, details: true, createdAt: true },
  });
  let round = 0;
  return rows.map((row) => {
    const details = (row.details ?? {}) as SendingDetails;
    const recipients = details.recipients ?? [];
    if (row.action === issued) {
      const issueRound = round++;
      return {
        kind: 'issue' as const,
        at: row.createdAt,
        recipients,
        keys: recipients.map((to) => kind.issueKey(doc.id, issueRound, to)),
      };
    }
    const resendId = details.resend_id ?? '';
    return {
      kind: 'resend' as const,
      at: row.createdAt,
      recipients,
      keys: recipients.map((to) => kind.resendKey(doc.id, resendId, to)),
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
 * What the "Resend by email" dialog starts from (GET …/email): the latest issue's recipients,
 * subject, files and bulk choice, read from its queued emails (the document's defaults when it was
 * issued without email), and every time it went out.
 */
export async function readResendForm(
  kind: DocumentKind,
  doc: SentDocument,
  accountId: string,
  fallback: { subject: string; isBulk: boolean },
) {
  const sendings = await documentSendings(kind, doc);
  return {
    ...(await resendForm(sendings, accountId, fallback)),
    sendings: sendings.map((s) => ({ kind: s.kind, at: s.at, recipients: s.recipients })),
  };
}

async function resendForm(
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
  kind: DocumentKind,
  id: string,
  resendId: string,
): Promise<{ recipients: string[] } | null> {
  const row = await tx.history.findFirst({
    where: {
      ...documentRef(kind, id),
      action: `${kind.noun}.resent`,
      details: { path: ['resend_id'], equals: resendId },
    },
    select: { details: true },
  });
  return row ? { recipients: (row.details as SendingDetails | null)?.recipients ?? [] } : null;
}

/** The delivery state of a document's latest emails, for its page: its latest issue's, or the resend's after it. */
export async function documentEmailDelivery(kind: DocumentKind, doc: SentDocument) {
  const latest = (await documentSendings(kind, doc)).at(-1);
  return latest ? emailDelivery(latest.keys) : null;
}
