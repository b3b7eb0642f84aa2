import 'server-only';
// §7 cert /email: email an issued certificate again (documents/resend-document.ts), each recipient
// the email of the issue (issue-cert-emails.ts) with the amounts as its figures state them.
import type { z } from 'zod';
import { AppError } from '@/lib/errors/app-error';
import type { ZResendEmail } from '@/lib/schemas/claims';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { CERT_KIND } from '../documents/kinds';
import { resendDocument } from '../documents/resend-document';
import { loadCertFigures, scheduledAmount } from './cert-figures';
import { certEmailBase, enqueueCertEmails, payeeClaimPath } from './issue-cert-emails';
import { loadPayerCert, type CertRef } from './load-cert';

export const CERT_NOT_ISSUED = 'Only an issued certificate can be emailed again: issue it first.';

export async function resendCertEmail(actor: Actor, ref: CertRef, input: z.output<typeof ZResendEmail>) {
  const { cert, claim, projectId, contract: placed } = await loadPayerCert(actor, ref, 'claim_or_cert');
  if (cert.status !== 'issued') throw new AppError('conflict', CERT_NOT_ISSUED);
  const contract = claimContractOf(placed);
  // An issued certificate's figures are read as at its issue (the ledger before it): what its PDF states.
  const figures = await loadCertFigures(contract, claim, cert);
  const claimPath = await payeeClaimPath(contract.id, claim.id);
  const doc = { ...cert, refs: { projectId, contractId: contract.id, claimId: claim.id, certId: cert.id } };
  return resendDocument(actor, CERT_KIND, doc, input, {
    sendable: (status) => status === 'issued',
    refused: CERT_NOT_ISSUED,
    queue: (tx, resend) =>
      enqueueCertEmails(tx, {
        accountId: actor.accountId,
        certId: cert.id,
        keyOf: resend.keyOf,
        now: resend.now,
        recipients: input.to_contacts,
        files: resend.files,
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
      }),
  });
}
