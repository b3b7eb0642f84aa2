import 'server-only';
// issue_one_claim: approved → issued in one transaction. It freezes the totals the served PDF
// states, records when the claim was served, and queues one email per recipient, each rendering
// the claim PDF when it is sent. The payer's account then sees it among its claims received, and,
// when that account is on ClaimCert, a pending certificate waiting to be started (pending-cert.ts).
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { transitionClaim } from '@/lib/domain/claim-status';
import type { z } from 'zod';
import type { ZIssueClaim } from '@/lib/schemas/claims';
import type { Actor } from '../session/resolve-actor';
import { assertEmailVerified } from '../auth/email-verification';
import { recordHistory } from '../history';
import { lockLedger } from '../ledger/lock-ledger';
import { claimContractOf } from '../documents/document-contract';
import { assertClaimIssuable } from './claim-issue-check';
import { loadClaimFigures } from './claim-figures';
import { checkEmailAttachments } from '../documents/email-attachments';
import { CLAIM_KIND } from '../documents/kinds';
import { claimEmailBase, enqueueClaimEmails } from './issue-claim-emails';
import { loadClaimerClaim, type ClaimRef } from './load-claim';
import { assertNotUnderMaintenance } from '../documents/contract-maintenance';
import { openPendingCerts } from './pending-cert';
import { notifyClaimIssued } from '../notices/document-notifications';
import { enqueueIntegrationEvent } from '../integrations/enqueue';
import { claimIssuedData } from '../integrations/event-payloads';
import { projectName } from '../integrations/project-name';

export async function issueClaim(actor: Actor, ref: ClaimRef, input: z.output<typeof ZIssueClaim>) {
  const { claim, projectId, contract: placed } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  const contract = claimContractOf(placed);
  assertNotUnderMaintenance(contract);
  await assertClaimIssuable(actor, ref);
  const move = transitionClaim(claim.status, 'issue');
  if (!move.ok) throw new AppError('conflict', move.message);
  if (input.has_email_service) await assertEmailVerified(actor.userId);
  const files = input.has_email_service
    ? await checkEmailAttachments(actor, CLAIM_KIND, claim, input.attachments)
    : [];
  const servedAt = new Date();
  const { queued, totals, pushes } = await db().$transaction(async (tx) => {
    // Under the ledger lock, so the order check and "previous" cannot be overtaken by another issue.
    await lockLedger(tx, contract.id);
    const later = await tx.claim.findFirst({
      where: {
        contractId: contract.id,
        number: { gt: claim.number },
        status: { in: ['issued', 'certified'] },
      },
      select: { name: true },
    });
    if (later)
      throw new AppError('conflict', `${later.name} has already been issued; claims are issued in order.`);
    const figures = await loadClaimFigures(contract, claim, tx);
    const { totals } = figures;
    const frozen = {
      grossToDate: BigInt(totals.grossToDate),
      retentionToDate: BigInt(totals.retention.retainedToDate),
      netThisClaim: BigInt(totals.netThisClaim),
      gstAmount: BigInt(totals.gst),
      totalIncludingGst: BigInt(totals.totalInclGst),
      gstPercent: totals.gstPercent,
      // "Less paid to date" from now on deducts what was paid by the issue: later payments leave it.
      previousPaidToDate: BigInt(figures.paidToDate),
    };
    // Each issue of the claim is a new round: a claim reverted and re-issued is emailed again.
    const round = await tx.history.count({ where: { claimId: claim.id, action: 'claim.issued' } });
    const { count } = await tx.claim.updateMany({
      where: { id: claim.id, status: claim.status, updatedAt: claim.updatedAt },
      data: { status: move.to, servedAt, ...frozen, updatedAt: servedAt },
    });
    if (count !== 1) throw new AppError('conflict');
    await recordHistory(
      tx,
      actor,
      'claim.issued',
      { projectId, contractId: contract.id, claimId: claim.id },
      {
        recipients: input.to_contacts.map((r) => r.contact_email),
        total_including_gst: totals.totalInclGst,
      },
    );
    // The payer on ClaimCert now has a certificate to start: its pending placeholder.
    await openPendingCerts(tx, actor, contract.id, [claim.id]);
    await notifyClaimIssued(tx, actor, { contract, projectId, claim });
    // issue_one_claim_integration: the push to the account's integration goes with the issue.
    const pushes = await enqueueIntegrationEvent(tx, {
      accountId: actor.accountId,
      contractId: contract.id,
      documentKind: 'claim',
      documentId: claim.id,
      event: 'claim.issued',
      round: round + 1,
      data: claimIssuedData(
        { contract, projectId, projectName: await projectName(tx, projectId) },
        claim,
        figures,
        servedAt,
      ),
    });
    if (!input.has_email_service) return { totals, queued: 0, pushes };
    const base = await claimEmailBase(tx, {
      contract,
      claim: { ...claim, servedAt },
      totalInclGst: totals.totalInclGst,
      subject: input.subject,
      attachmentIds: files.map((f) => f.id),
      recipients: input.to_contacts,
      isBulk: input.is_bulk,
      now: servedAt,
    });
    const queued = await enqueueClaimEmails(tx, {
      accountId: actor.accountId,
      keyOf: (email) => CLAIM_KIND.issueKey(claim.id, round, email),
      recipients: input.to_contacts,
      base,
    });
    return { totals, queued, pushes };
  });
  return {
    status: move.to,
    served_at: servedAt,
    emails_queued: queued,
    integration_pushes: pushes,
    issued_totals: {
      gross_to_date: totals.grossToDate,
      retention_to_date: totals.retention.retainedToDate,
      net_this_claim: totals.netThisClaim,
      gst_amount: totals.gst,
      total_including_gst: totals.totalInclGst,
    },
  };
}
