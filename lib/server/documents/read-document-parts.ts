import 'server-only';
// What the read answers of a claim and of a certificate get the same way: the workflow as the caller
// sees it, the document's files, and the facts its actions are decided from. Each read adds its
// own figures and decides its own actions from these (claims/read-claim.ts, certs/read-cert.ts).
import { db } from '@/lib/db/client';
import type { ActionState } from '../approvals/approval-actions';
import { loadWorkflowState } from '../approvals/load-workflow';
import type { SubjectKind } from '../approvals/subjects';
import { attachmentJson } from '../attachments/attachment-json';
import { allowed } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import type { ClaimContract } from './document-contract';
import { workflowJson } from './workflow-json';

interface DocumentRow {
  id: string;
  contractId: string;
  status: string;
  currentStepIndex: number;
}

/** read_claim_workflow and its certificate twin: the steps, this round's approvals, the events. */
export async function readDocumentWorkflow(actor: Actor, kind: SubjectKind, doc: DocumentRow) {
  const workflow = await loadWorkflowState(kind, {
    id: doc.id,
    accountId: actor.accountId,
    contractId: doc.contractId,
  });
  const view = workflowJson({
    ...workflow,
    currentStepIndex: doc.currentStepIndex,
    status: doc.status,
    userId: actor.userId,
  });
  return { view, hasSteps: workflow.steps.length > 0 };
}

/** The workflow, the caller's own files on the document, and the state its actions follow from. */
export async function readDocumentParts(
  actor: Actor,
  kind: SubjectKind,
  doc: DocumentRow,
  contract: ClaimContract,
  projectId: string,
) {
  const [workflow, attachments, canWrite] = await Promise.all([
    readDocumentWorkflow(actor, kind, doc),
    db().attachment.findMany({
      where: {
        ...(kind.flowType === 'claim' ? { claimId: doc.id } : { certId: doc.id }),
        // A line's evidence is not among the document's own files (lib/server/line-evidence).
        lineItemId: null,
        accountId: actor.accountId,
      },
      orderBy: { createdAt: 'asc' },
    }),
    allowed(actor, 'contract', 'claim_or_cert', { projectId, contractId: contract.id }),
  ]);
  const actionState: ActionState = {
    canWrite,
    status: doc.status,
    canApprove: workflow.view.can_approve,
    currentStepIndex: doc.currentStepIndex,
    hasSteps: workflow.hasSteps,
    maintenance: contract.maintenanceMode,
  };
  return { workflow: workflow.view, attachments: attachments.map(attachmentJson), actionState };
}
