import 'server-only';
// One email per recipient of an issued claim. The key names the claim, the issue round and the
// address, so a retried or doubled issue can never email anyone twice.
import type { Tx } from '@/lib/db/client';
import { enqueueEmail } from '@/lib/email/outbox';
import type { IssueClaimPayload } from '@/emails/claim-issued';
import type { Recipient } from '@/lib/schemas/claims';

/** The outbox key of one recipient's email for one issue round (claim-email-delivery.ts reads them back). */
export const claimEmailKey = (claimId: string, round: number, email: string) =>
  `claim-issued:${claimId}:${round}:${email}`;

export async function enqueueClaimEmails(
  tx: Tx,
  a: {
    accountId: string;
    claimId: string;
    round: number;
    recipients: Recipient[];
    base: Omit<IssueClaimPayload, 'recipientName'>;
  },
): Promise<number> {
  for (const r of a.recipients) {
    await enqueueEmail(tx, {
      accountId: a.accountId,
      idempotencyKey: claimEmailKey(a.claimId, a.round, r.contact_email),
      to: r.contact_email,
      toName: r.contact_name,
      template: 'claim_issued',
      payload: { ...a.base, recipientName: r.contact_name },
    });
  }
  return a.recipients.length;
}
