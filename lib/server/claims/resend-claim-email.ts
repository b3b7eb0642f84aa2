import 'server-only';
// §7 send_payclaim_email: email an issued claim again, to the same or new recipients. The payee
// only, with the right to issue (claim_or_cert); an issued or certified claim only (409 otherwise).
// Each recipient gets the email of the issue (issue-claim-emails.ts): the claim PDF rendered from
// the figures frozen at issue, the chosen files, and links to the files shared now — fresh links,
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
import { num } from '../line-items/to-domain';
import { checkEmailAttachments } from '../documents/email-attachments';
import { claimEmailBase, claimResendKey, enqueueClaimEmails } from './issue-claim-emails';
import { loadClaimerClaim, SERVED_STATUSES, type ClaimRef } from './load-claim';

export const CLAIM_NOT_ISSUED = 'Only an issued claim can be emailed again: issue it first.';

const isServed = (status: string) => (SERVED_STATUSES as readonly string[]).includes(status);

export async function resendClaimEmail(actor: Actor, ref: ClaimRef, input: z.output<typeof ZResendEmail>) {
  const { claim, projectId, contract: placed } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  if (!isServed(claim.status) || !claim.servedAt) throw new AppError('conflict', CLAIM_NOT_ISSUED);
  const servedAt = claim.servedAt;
  const contract = claimContractOf(placed);
  await assertEmailVerified(actor.userId);
  const files = await checkEmailAttachments(
    actor,
    { kind: 'claim', id: claim.id, contractId: claim.contractId },
    input.attachments,
  );
  const resendId = input.resend_id ?? randomUUID();
  const recipients = input.to_contacts.map((r) => r.contact_email);

  const sent = await db().$transaction(async (tx) => {
    // The claim's row, locked: resends of it take turns, and one pulled back to draft meanwhile
    // (its figures withdrawn) is not emailed.
    const [row] = await tx.$queryRaw<{ status: string }[]>`
      SELECT status::text AS status FROM claims WHERE id = ${claim.id}::uuid FOR UPDATE`;
    if (!row || !isServed(row.status)) throw new AppError('conflict', CLAIM_NOT_ISSUED);
    const earlier = await earlierResend(tx, { claimId: claim.id }, 'claim.resent', resendId);
    if (earlier) return { recipients: earlier.recipients, queued: earlier.recipients.length };
    const now = new Date();
    await recordHistory(
      tx,
      actor,
      'claim.resent',
      { projectId, contractId: contract.id, claimId: claim.id },
      { resend_id: resendId, recipients, subject: input.subject || null },
    );
    const base = await claimEmailBase(tx, {
      contract,
      claim: { ...claim, servedAt },
      totalInclGst: num(claim.totalIncludingGst),
      subject: input.subject,
      attachmentIds: files.map((f) => f.id),
      recipients: input.to_contacts,
      isBulk: input.is_bulk,
      now,
    });
    const queued = await enqueueClaimEmails(tx, {
      accountId: actor.accountId,
      keyOf: (email) => claimResendKey(claim.id, resendId, email),
      recipients: input.to_contacts,
      base,
    });
    return { recipients, queued };
  });
  return { resend_id: resendId, recipients: sent.recipients, emails_queued: sent.queued };
}
