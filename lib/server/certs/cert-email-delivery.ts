import 'server-only';
// The delivery state of an issued certificate's emails, for its page: the history row of the issue
// names the recipients, and each recipient's email has its own outbox key.
import { db } from '@/lib/db/client';
import { emailDelivery } from '@/lib/email/delivery-state';
import { certEmailKey } from './issue-cert-emails';

export async function certEmailDelivery(cert: { id: string; contractId: string }) {
  const issued = await db().history.findFirst({
    where: { contractId: cert.contractId, certId: cert.id, action: 'certificate.issued' },
    select: { details: true },
  });
  const recipients = (issued?.details as { recipients?: string[] } | null)?.recipients ?? [];
  return emailDelivery(recipients.map((to) => certEmailKey(cert.id, to)));
}
