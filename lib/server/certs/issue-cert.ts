import 'server-only';
// Issue a certificate: approved → issued in one transaction, with its claim issued → certified in
// the same transaction (both status-checked, so a claim pulled back to draft meanwhile stops the
// issue with 409). It takes its place on the contract's ledger under the ledger lock: its figures
// deduct the certificate issued last, and an earlier claim's certificate may not reduce what is
// already certified (lib/domain/ledger.ts). The totals the PDF states are frozen; a certificate
// issued after its payment schedule deadline is marked issued_late with a history row saying so;
// one email per recipient (the claimer's contacts added when auto_notify is on) is queued and sent
// after commit.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { transitionCert } from '@/lib/domain/cert-status';
import { transitionClaim } from '@/lib/domain/claim-status';
import { ZIssueClaim } from '@/lib/schemas/claims';
import type { TIssueCert } from '@/lib/schemas/certs';
import type { Actor } from '../session/resolve-actor';
import { assertEmailVerified } from '../auth/email-verification';
import { claimContractOf } from '../documents/document-contract';
import { dayIn } from '@/lib/domain/zoned-dates';
import { assertNotUnderMaintenance } from '../documents/contract-maintenance';
import { recordHistory } from '../history';
import { lockLedger } from '../ledger/lock-ledger';
import { writeCertRetentionEntries } from '../retention-trust/cert-retention-entries';
import { reportTransaction } from '../retention-trust/report-transaction';
import { assertLedger } from './assert-ledger';
import { assertReasons } from './assert-reasons';
import { assertCertIssuable } from './cert-issue-check';
import { checkEmailAttachments } from '../documents/email-attachments';
import { CERT_KIND } from '../documents/kinds';
import { loadCertFigures, scheduledAmount } from './cert-figures';
import { claimerContacts } from './claimer-contacts';
import { certEmailBase, enqueueCertEmails, payeeClaimPath } from './issue-cert-emails';
import { certName, loadPayerCert, type CertRef } from './load-cert';
import { notifyCertIssued } from '../notices/document-notifications';
import { deadlineClaim, issueTiming } from './schedule-deadline';
import { enqueueIntegrationEvent } from '../integrations/enqueue';
import { certificateIssuedData } from '../integrations/event-payloads';
import { projectName } from '../integrations/project-name';

export const CLAIM_WITHDRAWN =
  'The claim is no longer issued (the claimer may have reverted it), so it cannot be certified.';

export async function issueCert(actor: Actor, ref: CertRef, input: TIssueCert) {
  const { cert, claim, projectId, contract: placed } = await loadPayerCert(actor, ref, 'claim_or_cert');
  const contract = claimContractOf(placed);
  assertNotUnderMaintenance(contract);
  await assertCertIssuable(actor, ref);
  const move = transitionCert(cert.status, 'issue');
  if (!move.ok) throw new AppError('conflict', move.message);
  const certify = transitionClaim(claim.status, 'certify');
  if (!certify.ok) throw new AppError('conflict', CLAIM_WITHDRAWN);
  const auto = cert.autoNotify ? await claimerContacts(actor, contract) : [];
  // Typed recipients come last, so a name typed for a contact's address replaces the stored one.
  const email = ZIssueClaim.parse({ ...input, to_contacts: [...auto, ...input.to_contacts] });
  if (email.has_email_service) await assertEmailVerified(actor.userId);
  const files = email.has_email_service
    ? await checkEmailAttachments(actor, CERT_KIND, cert, email.attachments)
    : [];

  const claimPath = await payeeClaimPath(contract.id, claim.id);
  const refs = { projectId, contractId: contract.id, claimId: claim.id, certId: cert.id };

  const { queued, figures, amount, timing, servedAt, pushes } = await db().$transaction(async (tx) => {
    // The figures are read under the ledger lock: "previous certified" is the certificate issued
    // last, and no other issue on this contract can slip in between reading it and this one.
    await lockLedger(tx, contract.id);
    const figures = await loadCertFigures(contract, claim, cert, tx);
    assertReasons(figures);
    assertLedger(figures, contract.currency);
    const t = figures.certified.totals;
    const amount = scheduledAmount(figures.certified);
    const claimedAmount = scheduledAmount(figures.claimed);
    const servedAt = new Date();
    const issuedOn = dayIn(servedAt, contract.timeZone);
    const timing = issueTiming(
      contract.jurisdiction,
      deadlineClaim(claim, contract),
      issuedOn,
      amount < claimedAmount,
    );
    const { count } = await tx.certificate.updateMany({
      where: { id: cert.id, status: cert.status, updatedAt: cert.updatedAt },
      data: {
        status: move.to,
        servedAt,
        servedLate: timing.late,
        grossToDate: BigInt(t.grossToDate),
        retentionToDate: BigInt(t.retention.retainedToDate),
        netThisCert: BigInt(t.netThisClaim),
        gstAmount: BigInt(t.gst),
        totalIncludingGst: BigInt(t.totalInclGst),
        gstPercent: t.gstPercent,
        updatedAt: servedAt,
      },
    });
    if (count !== 1) throw new AppError('conflict');
    const r = t.retention;
    const retentionEntries = await writeCertRetentionEntries(
      tx,
      {
        accountId: actor.accountId,
        contractId: contract.id,
        certId: cert.id,
        servedOn: issuedOn,
        createdById: actor.userId,
      },
      { retained: r.retainedToDate, released: r.pcdReleaseToDate + r.dlpReleaseToDate },
    );
    await reportTransaction(tx, contract, retentionEntries, servedAt);
    const claimed = await tx.claim.updateMany({
      where: { id: claim.id, status: claim.status },
      data: { status: certify.to },
    });
    if (claimed.count !== 1) throw new AppError('conflict', CLAIM_WITHDRAWN);
    await recordHistory(tx, actor, 'certificate.issued', refs, {
      recipients: email.to_contacts.map((r) => r.contact_email),
      notice: timing.notice,
      scheduled_amount: amount,
      claimed_amount: claimedAmount,
    });
    if (timing.late) {
      await recordHistory(tx, actor, 'certificate.issued_late', refs, {
        deadline: timing.deadline,
        source: timing.source,
        issued_on: issuedOn,
      });
    }
    await notifyCertIssued(tx, actor, {
      contract,
      projectId,
      claim,
      cert: { id: cert.id, name: certName(cert) },
      payeePath: claimPath,
    });
    // The cert's /integration/issue: the push to the account's integration goes with the issue.
    const pushes = await enqueueIntegrationEvent(tx, {
      accountId: actor.accountId,
      contractId: contract.id,
      documentKind: 'certificate',
      documentId: cert.id,
      event: 'certificate.issued',
      data: certificateIssuedData(
        { contract, projectId, projectName: await projectName(tx, projectId) },
        claim,
        { id: cert.id, name: certName(cert), number: cert.number },
        figures.certified,
        { scheduled: amount, claimed: claimedAmount },
        servedAt,
      ),
    });
    const result = { figures, amount, timing, servedAt, queued: 0, pushes };
    if (!email.has_email_service) return result;
    result.queued = await enqueueCertEmails(tx, {
      accountId: actor.accountId,
      certId: cert.id,
      keyOf: (to) => CERT_KIND.issueKey(cert.id, 0, to),
      now: servedAt,
      recipients: email.to_contacts,
      files,
      base: certEmailBase({
        contract,
        cert,
        claim,
        subject: email.subject,
        amount,
        claimedAmount,
        recipients: email.to_contacts,
        isBulk: email.is_bulk,
        claimPath,
      }),
    });
    return result;
  });
  const t = figures.certified.totals;
  return {
    status: move.to,
    claim_status: certify.to,
    issued_at: servedAt,
    issued_late: timing.late,
    notice: timing.notice,
    deadline: timing.deadline,
    emails_queued: queued,
    integration_pushes: pushes,
    issued_totals: {
      gross_to_date: t.grossToDate,
      retention_to_date: t.retention.retainedToDate,
      net_this_cert: t.netThisClaim,
      gst_amount: t.gst,
      total_including_gst: t.totalInclGst,
      scheduled_amount: amount,
    },
  };
}
