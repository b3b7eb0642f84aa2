import 'server-only';
// §7 cert /email: email an issued certificate again, to the same or new recipients. The payer
// only, with the right to issue (claim_or_cert); an issued certificate only (409 otherwise). Each
// recipient gets the email of the issue (issue-cert-emails.ts): the certificate PDF and the amounts
// as its figures state them, the chosen files, and links to the files shared now — fresh links,
// since a link's token is stored only hashed. One transaction writes the history row naming the
// recipients and one outbox row per recipient, keyed by this resend; the same resend_id sent again
// (a retried request) writes and sends nothing more.
import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { z } from 'zod';
import type { ZResendEmail } from '@/lib/schemas/claims';
import type { Actor } from '../session/resolve-actor';
import { assertEmailVerified } from '../auth/email-verification';
import { claimContractOf } from '../documents/document-contract';
import { earlierResend } from '../documents/document-sendings';
import { recordHistory } from '../history';
import { checkEmailAttachments } from '../documents/email-attachments';
import { loadCertFigures, scheduledAmount } from './cert-figures';
import { certEmailBase, certResendKey, enqueueCertEmails, payeeClaimPath } from './issue-cert-emails';
import { loadPayerCert, type CertRef } from './load-cert';

export const CERT_NOT_ISSUED = 'Only an issued certificate can be emailed again: issue it first.';

export async function resendCertEmail(actor: Actor, ref: CertRef, input: z.output<typeof ZResendEmail>) {
  const { cert, claim, projectId, contract: placed } = await loadPayerCert(actor, ref, 'claim_or_cert');
  if (cert.status !== 'issued') throw new AppError('conflict', CERT_NOT_ISSUED);
  const contract = claimContractOf(placed);
  await assertEmailVerified(actor.userId);
  const files = await checkEmailAttachments(
    actor,
    { kind: 'certificate', id: cert.id, contractId: cert.contractId },
    input.attachments,
  );
  // An issued certificate's figures are read as at its issue (the ledger before it): what its PDF states.
  const figures = await loadCertFigures(contract, claim, cert);
  const claimPath = await payeeClaimPath(contract.id, claim.id);
  const resendId = input.resend_id ?? randomUUID();
  const recipients = input.to_contacts.map((r) => r.contact_email);

  const sent = await db().$transaction(async (tx) => {
    // Resends of one certificate take turns on its row.
    await tx.$queryRaw`SELECT id FROM certificates WHERE id = ${cert.id}::uuid FOR UPDATE`;
    const earlier = await earlierResend(tx, { certId: cert.id }, 'certificate.resent', resendId);
    if (earlier) return { recipients: earlier.recipients, queued: earlier.recipients.length };
    const now = new Date();
    await recordHistory(
      tx,
      actor,
      'certificate.resent',
      { projectId, contractId: contract.id, claimId: claim.id, certId: cert.id },
      { resend_id: resendId, recipients, subject: input.subject || null },
    );
    const queued = await enqueueCertEmails(tx, {
      accountId: actor.accountId,
      certId: cert.id,
      keyOf: (email) => certResendKey(cert.id, resendId, email),
      now,
      recipients: input.to_contacts,
      files,
      base: certEmailBase({
        contract,
        cert,
        claim,
        subject: input.subject,
        amount: scheduledAmount(figures.certified),
        claimedAmount: scheduledAmount(figures.claimed),
        recipients: input.to_contacts,
        isBulk: input.is_bulk,
        claimPath,
      }),
    });
    return { recipients, queued };
  });
  return { resend_id: resendId, recipients: sent.recipients, emails_queued: sent.queued };
}
