import 'server-only';
// read one certificate for the payer: everything the certificate editor shows, in one answer — the
// certificate, the claim it answers, each line claimed against certified with its reason status,
// both money summaries, the payment-schedule deadline, the workflow, its files, the claimer's
// contacts auto_notify would add, and the actions the caller may take. A fixed number of queries.
import { db } from '@/lib/db/client';
import { readAppConfig } from '../config/app-config';
import type { Actor } from '../session/resolve-actor';
import { loadClaimContract } from '../documents/document-contract';
import { attachmentJson } from '../attachments/attachment-json';
import { contractJson, servedClaimJson } from '../claims/claim-json';
import { workflowJson } from '../documents/workflow-json';
import { dayIn } from '@/lib/domain/zoned-dates';
import { allowed } from '../permissions/authorize';
import { loadWorkflowState } from '../approvals/load-workflow';
import { CERT_SUBJECT } from '../approvals/subjects';
import { certActions } from './cert-actions';
import { certEmailDelivery } from './cert-email-delivery';
import { loadCertFigures } from './cert-figures';
import { certFiguresJson, certJson } from './cert-json';
import { claimerContacts } from './claimer-contacts';
import { loadPayerCert, type CertRef } from './load-cert';
import { deadlineClaim, scheduleCountdown } from './schedule-deadline';

export async function readCert(actor: Actor, ref: CertRef) {
  const { cert, claim, projectId } = await loadPayerCert(actor, ref);
  const contract = await loadClaimContract(ref.contractId);
  const [figures, workflow, attachments, canWrite, contacts, emailDelivery] = await Promise.all([
    loadCertFigures(contract, claim, cert),
    loadWorkflowState(CERT_SUBJECT, { id: cert.id, accountId: actor.accountId, contractId: contract.id }),
    db().attachment.findMany({
      where: { certId: cert.id, accountId: actor.accountId },
      orderBy: { createdAt: 'asc' },
    }),
    allowed(actor, 'contract', 'claim_or_cert', { projectId, contractId: contract.id }),
    claimerContacts(actor, contract),
    cert.status === 'issued' ? certEmailDelivery(cert) : null,
  ]);
  const workflowView = workflowJson({
    ...workflow,
    currentStepIndex: cert.currentStepIndex,
    status: cert.status,
    userId: actor.userId,
  });
  const today = dayIn(new Date(), contract.timeZone);
  return {
    cert: certJson(cert),
    claim: servedClaimJson(claim),
    contract: { ...contractJson(contract, projectId), cert_bulk_email: contract.certBulkEmail },
    ...certFiguresJson(figures),
    payment_schedule_deadline: scheduleCountdown(
      contract.jurisdiction,
      deadlineClaim(claim, contract),
      today,
    ),
    workflow: workflowView,
    attachments: attachments.map(attachmentJson),
    auto_notify_contacts: contacts,
    /** How its emails are getting on once issued (null: not issued, or issued without email). */
    email_delivery: emailDelivery,
    actions: certActions({
      canWrite,
      status: cert.status,
      canApprove: workflowView.can_approve,
      currentStepIndex: cert.currentStepIndex,
      hasSteps: workflow.steps.length > 0,
      maintenance: contract.maintenanceMode,
    }),
    file_upload_size_limit: readAppConfig().file_upload_size_limit,
  };
}

/** The workflow on its own (the approval panel refreshes without the whole schedule). */
export async function readCertWorkflow(actor: Actor, ref: CertRef) {
  const { cert } = await loadPayerCert(actor, ref);
  const workflow = await loadWorkflowState(CERT_SUBJECT, {
    id: cert.id,
    accountId: actor.accountId,
    contractId: cert.contractId,
  });
  return workflowJson({
    ...workflow,
    currentStepIndex: cert.currentStepIndex,
    status: cert.status,
    userId: actor.userId,
  });
}
