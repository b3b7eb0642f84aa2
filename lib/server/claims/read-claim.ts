import 'server-only';
// read_one_claim for the payee: everything the claim editor shows, in one answer — the claim, its
// schedule with each line's figures, the totals, its deadlines (claim-dates.ts), the workflow, its files
// and the actions the caller may take. A fixed number of queries, however long the schedule.
import { db } from '@/lib/db/client';
import { readAppConfig } from '../config/app-config';
import type { Actor } from '../session/resolve-actor';
import { allowed } from '../permissions/authorize';
import { approvalActions, type ActionState, type ApprovalActionName } from '../approvals/approval-actions';
import { loadWorkflowState } from '../approvals/load-workflow';
import { CLAIM_SUBJECT } from '../approvals/subjects';
import { loadClaimContract } from '../documents/document-contract';
import { claimDeadlines } from './claim-dates';
import { claimEmailDelivery } from './claim-email-delivery';
import { loadClaimFigures } from './claim-figures';
import { itemJson, totalsJson } from './claim-figures-json';
import { attachmentJson } from '../attachments/attachment-json';
import { claimJson, contractJson } from './claim-json';
import { workflowJson } from '../documents/workflow-json';
import { loadClaimerClaim, type ClaimRef } from './load-claim';

export type ClaimActionName = ApprovalActionName | 'update' | 'delete' | 'send_approval';

function actionsFor(a: ActionState): ClaimActionName[] {
  if (!a.canWrite) return [];
  switch (a.status) {
    case 'draft':
      return ['update', 'delete', 'send_approval', 'attachments'];
    case 'issued':
      return ['revert_to_draft'];
    default:
      return approvalActions(a) ?? [];
  }
}

export async function readClaim(actor: Actor, ref: ClaimRef) {
  const loaded = await loadClaimerClaim(actor, ref);
  const { claim, projectId } = loaded;
  const contract = await loadClaimContract(ref.contractId);
  const [figures, workflow, attachments, canWrite, emailDelivery] = await Promise.all([
    loadClaimFigures(contract, claim),
    loadWorkflowState(CLAIM_SUBJECT, { id: claim.id, accountId: actor.accountId, contractId: contract.id }),
    db().attachment.findMany({
      where: { claimId: claim.id, accountId: actor.accountId },
      orderBy: { createdAt: 'asc' },
    }),
    allowed(actor, 'contract', 'claim_or_cert', { projectId, contractId: contract.id }),
    claim.status === 'issued' || claim.status === 'certified' ? claimEmailDelivery(claim) : null,
  ]);
  const workflowView = workflowJson({
    ...workflow,
    currentStepIndex: claim.currentStepIndex,
    status: claim.status,
    userId: actor.userId,
  });
  return {
    claim: claimJson(claim),
    contract: contractJson(contract, projectId),
    items: figures.rows.map(itemJson),
    totals: totalsJson(figures),
    deadlines: claimDeadlines(contract, claim),
    workflow: workflowView,
    attachments: attachments.map(attachmentJson),
    /** How the emails of its latest issue are getting on (null: not issued, or issued without email). */
    email_delivery: emailDelivery,
    actions: actionsFor({
      canWrite,
      status: claim.status,
      canApprove: workflowView.can_approve,
      currentStepIndex: claim.currentStepIndex,
      hasSteps: workflow.steps.length > 0,
      maintenance: contract.maintenanceMode,
    }),
    file_upload_size_limit: readAppConfig().file_upload_size_limit,
  };
}

/** read_claim_workflow on its own (the approval panel refreshes without the whole schedule). */
export async function readClaimWorkflow(actor: Actor, ref: ClaimRef) {
  const { claim } = await loadClaimerClaim(actor, ref);
  const workflow = await loadWorkflowState(CLAIM_SUBJECT, {
    id: claim.id,
    accountId: actor.accountId,
    contractId: claim.contractId,
  });
  return workflowJson({
    ...workflow,
    currentStepIndex: claim.currentStepIndex,
    status: claim.status,
    userId: actor.userId,
  });
}
