import 'server-only';
// §7 send_payclaim_email: email an issued or certified claim again (documents/resend-document.ts),
// each recipient the email of the issue (issue-claim-emails.ts) with the claim's figures as issued.
import type { z } from 'zod';
import { AppError } from '@/lib/errors/app-error';
import type { ZResendEmail } from '@/lib/schemas/claims';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { CLAIM_KIND } from '../documents/kinds';
import { resendDocument } from '../documents/resend-document';
import { num } from '../line-item-rows/to-domain';
import { claimEmailBase, enqueueClaimEmails } from './issue-claim-emails';
import { loadClaimerClaim, type ClaimRef } from './load-claim';
import { SERVED_STATUSES } from '@/lib/domain/claim-status';

export const CLAIM_NOT_ISSUED = 'Only an issued claim can be emailed again: issue it first.';

const isServed = (status: string) => (SERVED_STATUSES as readonly string[]).includes(status);

export async function resendClaimEmail(actor: Actor, ref: ClaimRef, input: z.output<typeof ZResendEmail>) {
  const { claim, projectId, contract: placed } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  if (!isServed(claim.status) || !claim.servedAt) throw new AppError('conflict', CLAIM_NOT_ISSUED);
  const servedAt = claim.servedAt;
  const contract = claimContractOf(placed);
  const doc = { ...claim, refs: { projectId, contractId: contract.id, claimId: claim.id } };
  return resendDocument(actor, CLAIM_KIND, doc, input, {
    sendable: isServed,
    refused: CLAIM_NOT_ISSUED,
    queue: async (tx, resend) =>
      enqueueClaimEmails(tx, {
        accountId: actor.accountId,
        keyOf: resend.keyOf,
        recipients: input.to_contacts,
        base: await claimEmailBase(tx, {
          contract,
          claim: { ...claim, servedAt },
          totalInclGst: num(claim.totalIncludingGst),
          subject: input.subject,
          attachmentIds: resend.files.map((f) => f.id),
          recipients: input.to_contacts,
          isBulk: input.is_bulk,
          now: resend.now,
        }),
      }),
  });
}
