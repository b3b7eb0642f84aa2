import 'server-only';
// One email per recipient of an issued claim, when it is issued and each time it is emailed again
// (resend-claim-email.ts): the same message, with the claim PDF rendered from the figures frozen at
// issue. The key names the claim, the issue round or the resend, and the address, so a retried or
// doubled issue or resend can never email anyone twice.
import type { Tx } from '@/lib/db/client';
import { formatMoney } from '@/lib/domain/money-format';
import { enqueueEmail } from '@/lib/email/outbox';
import { claimsReceivedPage } from '@/lib/paths/page-paths';
import type { IssueClaimPayload } from '@/emails/claim-issued';
import type { Recipient } from '@/lib/schemas/claims';
import type { ClaimContract } from '../documents/document-contract';
import { createShareLinks } from '../documents/share-tokens';
import { claimDeadlines } from './claim-dates';

/** What every recipient's email of one sending says, the same at issue and on a resend. */
export async function claimEmailBase(
  tx: Tx,
  a: {
    contract: ClaimContract;
    claim: Parameters<typeof claimDeadlines>[1] & { id: string; name: string; servedAt: Date };
    /** The claim's total including GST as frozen at issue. */
    totalInclGst: number;
    subject: string;
    attachmentIds: string[];
    recipients: Recipient[];
    isBulk: boolean;
    now: Date;
  },
): Promise<Omit<IssueClaimPayload, 'recipientName'>> {
  const { contract, claim } = a;
  // Links to the files shared now; a token is stored only hashed, so each sending makes its own.
  const shared = await tx.attachment.findMany({
    where: { claimId: claim.id, lineItemId: null, isShared: true },
    select: { id: true, fileName: true },
  });
  return {
    contractId: contract.id,
    claimId: claim.id,
    subject: a.subject || `${claim.name} – ${contract.name}`,
    claimName: claim.name,
    contractName: contract.name,
    payeeName: contract.payeeName ?? '',
    amount: formatMoney(a.totalInclGst, { currency: contract.currency }),
    // The payment due date that governs once served (the deadline rule), as the PDF states it.
    paymentDue: claimDeadlines(contract, claim).payment_due.date,
    attachmentIds: a.attachmentIds,
    sharedLinks: await createShareLinks(tx, shared, a.now),
    alsoSentTo: a.isBulk ? a.recipients.map((r) => r.contact_email) : null,
    // Null when the payer has no account here: its people then have nowhere to sign in to.
    receivedPath: contract.payerAccountId ? claimsReceivedPage(contract.payerAccountId) : null,
  };
}

export async function enqueueClaimEmails(
  tx: Tx,
  a: {
    accountId: string;
    /** The outbox key of the email to this address (CLAIM_KIND.issueKey or resendKey, documents/kinds.ts). */
    keyOf: (email: string) => string;
    recipients: Recipient[];
    base: Omit<IssueClaimPayload, 'recipientName'>;
  },
): Promise<number> {
  for (const r of a.recipients) {
    await enqueueEmail(tx, {
      accountId: a.accountId,
      idempotencyKey: a.keyOf(r.contact_email),
      to: r.contact_email,
      toName: r.contact_name,
      template: 'claim_issued',
      payload: { ...a.base, recipientName: r.contact_name },
    });
  }
  return a.recipients.length;
}
