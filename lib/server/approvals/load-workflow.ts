import 'server-only';
// A document's workflow as stored: the steps of its contract's workflow for the owning account, and
// its approval events. The approvals of the current round are not stored apart: they are replayed
// from the events with the same pure rules (lib/domain/workflow-rules.ts) that decided them.
import { db, selectAnswers, type Db, type Tx } from '@/lib/db/client';
import { Prisma, type ApprovalAction, type ApprovalEvent } from '@/lib/db/generated/client';
import type { ApprovalState, StepApproval, WorkflowStep } from '@/lib/domain/workflow-rules';
import type { DocumentKind } from '../documents/kinds';

export interface StoredApprover {
  userId: string;
  name: string;
  email: string;
  required: boolean;
}

export interface StoredStep extends WorkflowStep {
  id: string;
  name: string;
  approvers: StoredApprover[];
}

/** Whose workflow, for which document: the contract's steps for the account, and the document's events. */
export interface WorkflowSubject {
  id: string;
  accountId: string;
  contractId: string;
}

/**
 * The questions a document's workflow asks, for selectAnswers (one statement, with any other
 * question of the same read): the contract's steps for this account and flow in order, each with
 * its approvers (none means no approval is needed), and the document's approval events, oldest
 * first, each with its user's name and email. Rows are JSON arrays, not objects: shorter to send.
 */
export function workflowQuestions(kind: DocumentKind, subject: WorkflowSubject) {
  const eventsOf =
    kind.idKey === 'claimId'
      ? Prisma.sql`e.claim_id = ${subject.id}::uuid`
      : Prisma.sql`e.cert_id = ${subject.id}::uuid`;
  return {
    steps: Prisma.sql`(
      SELECT COALESCE(json_agg(json_build_array(s.id, s.name, (
               SELECT COALESCE(json_agg(json_build_array(u.id, u.name, u.email, a.required) ORDER BY a.id), '[]'::json)
               FROM approval_step_approvers a JOIN users u ON u.id = a.user_id
               WHERE a.step_id = s.id)) ORDER BY s.position), '[]'::json)
      FROM approval_workflows w JOIN approval_steps s ON s.workflow_id = w.id
      WHERE w.contract_id = ${subject.contractId}::uuid AND w.account_id = ${subject.accountId}::uuid
        AND w.flow_type = ${kind.flowType}::"FlowType")`,
    events: Prisma.sql`(
      SELECT COALESCE(json_agg(json_build_array(e.id, e.step_index, e.user_id, e.action, e.comment,
                                                e.created_at, u.name, u.email)
                               ORDER BY e.created_at ASC, e.id ASC), '[]'::json)
      FROM approval_events e JOIN users u ON u.id = e.user_id
      WHERE ${eventsOf})`,
  };
}

type StepJson = [id: string, name: string, approvers: [string, string, string, boolean][]];
type EventJson = [string, number, string, ApprovalAction, string | null, string, string, string];

export type StoredEvent = ApprovalEvent & { user: { name: string; email: string } };

/** The answers to workflowQuestions as stored rows, with the approvals they leave standing. */
export function workflowStateOf(
  kind: DocumentKind,
  subject: WorkflowSubject,
  answers: { steps: unknown; events: unknown },
) {
  const steps: StoredStep[] = (answers.steps as StepJson[]).map(([id, name, approvers]) => ({
    id,
    name,
    approvers: approvers.map(([userId, userName, email, required]) => ({
      userId,
      name: userName,
      email,
      required,
    })),
  }));
  const events: StoredEvent[] = (answers.events as EventJson[]).map(
    ([id, stepIndex, userId, action, comment, createdAt, name, email]) => ({
      id,
      claimId: kind.idKey === 'claimId' ? subject.id : null,
      certId: kind.idKey === 'certId' ? subject.id : null,
      stepIndex,
      userId,
      action,
      comment,
      createdAt: new Date(createdAt),
      user: { name, email },
    }),
  );
  return { steps, events, state: replayApprovals(steps, events) };
}

/**
 * The approvals that still stand: sending for approval or going back to draft starts afresh; going
 * back a step (or from approved back to review) drops the approvals of the step reopened and after.
 */
export function replayApprovals(
  steps: readonly WorkflowStep[],
  events: readonly ApprovalEvent[],
): ApprovalState {
  let approvals: StepApproval[] = [];
  for (const event of events) {
    switch (event.action) {
      case 'send_for_approval':
      case 'revert_to_draft':
        approvals = [];
        break;
      case 'approve_step':
        approvals.push({ stepIndex: event.stepIndex, userId: event.userId });
        break;
      case 'revert_step':
      case 'revert_to_review':
        approvals = approvals.filter((a) => a.stepIndex < event.stepIndex);
        break;
    }
  }
  return { steps, approvals };
}

/** A document's workflow on its own (an approval action reads it in its transaction). */
export async function loadWorkflowState(
  kind: DocumentKind,
  subject: WorkflowSubject,
  client: Db | Tx = db(),
) {
  return workflowStateOf(kind, subject, await selectAnswers(client, workflowQuestions(kind, subject)));
}
