import 'server-only';
// One email per recipient of an issued certificate, when it is issued and each time it is emailed
// again (resend-cert-email.ts), each carrying the certificate PDF, the chosen files and links to
// the certificate's shared files. The key names the certificate (issuing is final) or the resend,
// and the address: a retried or doubled issue or resend can never email anyone twice.
import type { Tx } from '@/lib/db/client';
import { formatMoney } from '@/lib/domain/money-format';
import { enqueueEmail } from '@/lib/email/outbox';
import { reviewClaimPage } from '@/lib/paths/page-paths';
import type { IssueCertPayload } from '@/emails/cert-issued';
import type { Recipient } from '@/lib/schemas/claims';
import { db } from '@/lib/db/client';
import type { ClaimContract } from '../documents/document-contract';
import { createShareLinks } from '../documents/share-tokens';
import { claimDeadlines } from '../claims/claim-dates';
import { certName } from './load-cert';

type CertBase = Omit<IssueCertPayload, 'recipientName' | 'attachmentIds' | 'sharedLinks'>;

/** The claimer's page of the certified claim, when the payee has an account here. */
export async function payeeClaimPath(contractId: string, claimId: string): Promise<string | null> {
  const payee = await db().contractPlacement.findFirst({
    where: { contractId, side: 'claim' },
    select: { accountId: true, projectId: true },
  });
  return payee ? reviewClaimPage({ ...payee, contractId, contractType: 'claim', claimId }, true) : null;
}

/** What every recipient's email of one sending says, the same at issue and on a resend. */
export function certEmailBase(a: {
  contract: ClaimContract;
  cert: { id: string } & Parameters<typeof certName>[0];
  claim: Parameters<typeof claimDeadlines>[1] & { id: string; name: string };
  subject: string;
  /** The scheduled and the claimed amount, in cents, as the certificate's figures state them. */
  amount: number;
  claimedAmount: number;
  recipients: Recipient[];
  isBulk: boolean;
  claimPath: string | null;
}): CertBase {
  const { contract, cert, claim } = a;
  return {
    contractId: contract.id,
    certId: cert.id,
    subject: a.subject || `${certName(cert)} – ${contract.name}`,
    certName: certName(cert),
    claimName: claim.name,
    contractName: contract.name,
    payerName: contract.payerName ?? '',
    scheduledAmount: formatMoney(a.amount, { currency: contract.currency }),
    claimedAmount: formatMoney(a.claimedAmount, { currency: contract.currency }),
    paymentDue: claimDeadlines(contract, claim).payment_due.date,
    alsoSentTo: a.isBulk ? a.recipients.map((r) => r.contact_email) : null,
    claimPath: a.claimPath,
  };
}

export async function enqueueCertEmails(
  tx: Tx,
  a: {
    accountId: string;
    certId: string;
    /** The outbox key of the email to this address (CERT_KIND.issueKey or resendKey, documents/kinds.ts). */
    keyOf: (email: string) => string;
    now: Date;
    recipients: Recipient[];
    files: { id: string }[];
    base: CertBase;
  },
): Promise<number> {
  // Links to the files shared now; a token is stored only hashed, so each sending makes its own.
  const shared = await tx.attachment.findMany({
    where: { certId: a.certId, lineItemId: null, isShared: true },
    select: { id: true, fileName: true },
  });
  const sharedLinks = await createShareLinks(tx, shared, a.now);
  for (const r of a.recipients) {
    await enqueueEmail(tx, {
      accountId: a.accountId,
      idempotencyKey: a.keyOf(r.contact_email),
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
