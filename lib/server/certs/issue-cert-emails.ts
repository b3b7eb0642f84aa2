import 'server-only';
// One email per recipient of an issued certificate, each carrying the certificate PDF, the chosen
// files and links to the certificate's shared files. Issuing is final, so the key names the
// certificate and the address: a retried or doubled issue can never email anyone twice.
import type { Tx } from '@/lib/db/client';
import { enqueueEmail } from '@/lib/email/outbox';
import type { IssueCertPayload } from '@/emails/cert-issued';
import type { Recipient } from '@/lib/schemas/claims';
import { createShareLinks } from '../documents/share-tokens';

/** The outbox key of one recipient's email (cert-email-delivery.ts reads them back). */
export const certEmailKey = (certId: string, email: string) => `cert-issued:${certId}:${email}`;

export async function enqueueCertEmails(
  tx: Tx,
  a: {
    accountId: string;
    certId: string;
    issuedAt: Date;
    recipients: Recipient[];
    files: { id: string }[];
    base: Omit<IssueCertPayload, 'recipientName' | 'attachmentIds' | 'sharedLinks'>;
  },
): Promise<number> {
  const shared = await tx.attachment.findMany({
    where: { certId: a.certId, lineItemId: null, isShared: true },
    select: { id: true, fileName: true },
  });
  const sharedLinks = await createShareLinks(tx, shared, a.issuedAt);
  for (const r of a.recipients) {
    await enqueueEmail(tx, {
      accountId: a.accountId,
      idempotencyKey: certEmailKey(a.certId, r.contact_email),
      to: r.contact_email,
      toName: r.contact_name,
      template: 'cert_issued',
      payload: {
        ...a.base,
        recipientName: r.contact_name,
        attachmentIds: a.files.map((f) => f.id),
        sharedLinks,
      },
    });
  }
  return a.recipients.length;
}
