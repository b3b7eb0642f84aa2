import 'server-only';
// What the read answers of a claim and of a certificate get the same way: the workflow as the caller
// sees it, the document's files, and the facts its actions are decided from. Each read adds its
// own figures and decides its own actions from these (claims/read-claim.ts, certs/read-cert.ts).
// Begun from the path's ids, beside the document's own read (beginDocumentParts).
import { db, selectAnswers } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import type { ActionState } from '../approvals/approval-actions';
import { loadWorkflowState, workflowQuestions, workflowStateOf } from '../approvals/load-workflow';
import type { DocumentKind } from './kinds';
import { attachmentJson, type AttachmentFields } from '../attachments/attachment-json';
import { allowed } from '../permissions/authorize';
import { guarded, placedSql } from './placed-path';
import type { Actor } from '../session/resolve-actor';
import type { ClaimContract } from './document-contract';
import { workflowJson } from './workflow-json';

interface DocumentRow {
  id: string;
  contractId: string;
  status: string;
  currentStepIndex: number;
}

type WorkflowState = Awaited<ReturnType<typeof loadWorkflowState>>;

function workflowView(actor: Actor, doc: DocumentRow, workflow: WorkflowState) {
  const view = workflowJson({
    ...workflow,
    currentStepIndex: doc.currentStepIndex,
    status: doc.status,
    userId: actor.userId,
  });
  return { view, hasSteps: workflow.steps.length > 0 };
}

/** read_claim_workflow and its certificate twin: the steps, this round's approvals, the events. */
export async function readDocumentWorkflow(actor: Actor, kind: DocumentKind, doc: DocumentRow) {
  const workflow = await loadWorkflowState(kind, {
    id: doc.id,
    accountId: actor.accountId,
    contractId: doc.contractId,
  });
  return workflowView(actor, doc, workflow);
}

/** The ids in a document's path: its project, its contract and the document itself. */
export interface DocumentPath {
  projectId: string;
  contractId: string;
  documentId: string;
}

export type DocumentPartsRead = ReturnType<typeof beginDocumentParts>;

/**
 * The reads of a document's parts (its workflow, the caller's own files on it, whether the caller
 * may change it), begun from the ids in the request's path beside the read of the document and its
 * placement, as beginScheduleRead is: none of them needs the document's row. They read nothing
 * unless the path is the caller's (placedSql); their rows are used only once the caller's
 * permission holds too (documentParts); when it does not, the reads are dropped (and a failure of
 * them is never left unhandled).
 */
export function beginDocumentParts(actor: Actor, kind: DocumentKind, path: DocumentPath) {
  const subject = { id: path.documentId, accountId: actor.accountId, contractId: path.contractId };
  const document = kind.flowType === 'claim' ? { claimId: path.documentId } : { certId: path.documentId };
  const placed = placedSql({ ...path, ...document, accountId: actor.accountId });
  const read = Promise.all([
    selectAnswers(
      db(),
      guarded(
        { ...workflowQuestions(kind, subject), attachments: ownFilesSql(actor, kind, path.documentId) },
        placed,
      ),
    ).then((answers) => ({
      workflow: workflowStateOf(kind, subject, answers),
      attachments: ownFilesOf(answers.attachments),
    })),
    allowed(actor, 'contract', 'claim_or_cert', {
      projectId: path.projectId,
      contractId: path.contractId,
    }),
  ]);
  read.catch(() => {});
  return read;
}

/**
 * The caller's account's own files on the document, oldest first, as one JSON value. A line's
 * evidence is not among them (lib/server/line-evidence).
 */
function ownFilesSql(actor: Actor, kind: DocumentKind, documentId: string) {
  const ofDocument =
    kind.flowType === 'claim'
      ? Prisma.sql`f.claim_id = ${documentId}::uuid`
      : Prisma.sql`f.cert_id = ${documentId}::uuid`;
  return Prisma.sql`(
    SELECT COALESCE(json_agg(json_build_array(f.id, f.file_name, f.file_type, f.size::text, f.is_shared,
                                              f.created_at) ORDER BY f.created_at ASC, f.id ASC), '[]'::json)
    FROM attachments f
    WHERE ${ofDocument} AND f.line_item_id IS NULL AND f.account_id = ${actor.accountId}::uuid)`;
}

type FileJson = [string, string, string, string, boolean, string];

function ownFilesOf(answer: unknown): AttachmentFields[] {
  return (answer as FileJson[]).map(([id, fileName, fileType, size, isShared, createdAt]) => ({
    id,
    fileName,
    fileType,
    size: BigInt(size),
    isShared,
    createdAt: new Date(createdAt),
  }));
}

/**
 * The workflow, the caller's own files on the document, and the state its actions follow from:
 * the begun reads, finished with the document and its contract as loaded (whose ids are the path's).
 */
export async function documentParts(
  read: DocumentPartsRead,
  actor: Actor,
  doc: DocumentRow,
  contract: ClaimContract,
) {
  const [{ workflow: state, attachments }, canWrite] = await read;
  const workflow = workflowView(actor, doc, state);
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
