import 'server-only';
// §7 send_payclaim_email and the certificate's /email: email an issued document again, to the same
// or new recipients, by its own party with the right to issue (claim_or_cert). Each recipient gets
// the email of the issue — the PDF rendered from the figures frozen at issue, the chosen files, and
// links to the files shared now (fresh links: a link's token is stored only hashed). One
// transaction writes the history row naming the recipients and one outbox row per recipient, keyed
// by this resend; the same resend_id sent again (a retried request) writes and sends nothing more.
// What the email says is the kind's own (claims/resend-claim-email.ts, certs/resend-cert-email.ts).
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AppError } from '@/lib/errors/app-error';
import { db, type Tx } from '@/lib/db/client';
import type { ZResendEmail } from '@/lib/schemas/claims';
import type { Actor } from '../session/resolve-actor';
import { assertEmailVerified } from '../auth/email-verification';
import { recordHistory } from '../history';
import { earlierResend } from './document-sendings';
import { checkEmailAttachments } from './email-attachments';
import type { DocumentKind } from './kinds';

/** One resend, as the kind's emails are queued for it. */
export interface Resend {
  now: Date;
  files: { id: string; size: number }[];
  /** The outbox key of the email to this address. */
  keyOf: (email: string) => string;
}

export async function resendDocument(
  actor: Actor,
  kind: DocumentKind,
  doc: { id: string; contractId: string; refs: Parameters<typeof recordHistory>[3] },
  input: z.output<typeof ZResendEmail>,
  rules: {
    /** Whether a document in this status may be emailed again; `refused` says why not (409). */
    sendable: (status: string) => boolean;
    refused: string;
    queue: (tx: Tx, resend: Resend) => Promise<number>;
  },
) {
  await assertEmailVerified(actor.userId);
  const files = await checkEmailAttachments(actor, kind, doc, input.attachments);
  const resendId = input.resend_id ?? randomUUID();
  const recipients = input.to_contacts.map((r) => r.contact_email);

  const sent = await db().$transaction(async (tx) => {
    // The document's row, locked: resends of it take turns, and one pulled back to draft meanwhile
    // (a claim whose figures were withdrawn) is not emailed.
    const row = await kind.lock(tx, doc.id);
    if (!row || !rules.sendable(row.status)) throw new AppError('conflict', rules.refused);
    const earlier = await earlierResend(tx, kind, doc.id, resendId);
    if (earlier) return { recipients: earlier.recipients, queued: earlier.recipients.length };
    await recordHistory(tx, actor, `${kind.noun}.resent`, doc.refs, {
      resend_id: resendId,
      recipients,
      subject: input.subject || null,
    });
    const queued = await rules.queue(tx, {
      now: new Date(),
      files,
      keyOf: (email) => kind.resendKey(doc.id, resendId, email),
    });
    return { recipients, queued };
  });
  return { resend_id: resendId, recipients: sent.recipients, emails_queued: sent.queued };
}
