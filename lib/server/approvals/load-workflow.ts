import 'server-only';
// A document's workflow as stored: the steps of its contract's workflow for the owning account, and
// its approval events. The approvals of the current round are not stored apart: they are replayed
// from the events with the same pure rules (lib/domain/workflow-rules.ts) that decided them.
import { db, type Db, type Tx } from '@/lib/db/client';
import { Prisma, type ApprovalEvent } from '@/lib/db/generated/client';
import type { ApprovalState, StepApproval, WorkflowStep } from '@/lib/domain/workflow-rules';
import type { SubjectKind } from './subjects';

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

/** The contract's steps for this account and flow, in order; none means no approval is needed. */
export async function loadSteps(
  client: Db | Tx,
  a: { accountId: string; contractId: string; flowType: 'claim' | 'cert' },
): Promise<StoredStep[]> {
  const workflow = await client.approvalWorkflow.findUnique({
    where: { contractId_accountId_flowType: a },
    select: {
      steps: {
        orderBy: { position: 'asc' },
        select: {
          id: true,
          name: true,
          approvers: {
            orderBy: { id: 'asc' },
            select: { required: true, user: { select: { id: true, name: true, email: true } } },
          },
        },
      },
    },
  });
  return (workflow?.steps ?? []).map((step) => ({
    id: step.id,
    name: step.name,
    approvers: step.approvers.map((a) => ({
      userId: a.user.id,
      name: a.user.name,
      email: a.user.email,
      required: a.required,
    })),
  }));
}

type EventRow = ApprovalEvent & { userName: string; userEmail: string };

/**
 * The document's approval events, oldest first, each with its user's name and email. One statement
 * (Prisma's include of the user sent two, the second even when there were no events).
 */
export async function loadEvents(
  client: Db | Tx,
  kind: SubjectKind,
  subjectId: string,
): Promise<(ApprovalEvent & { user: { name: string; email: string } })[]> {
  const subject =
    kind.eventKey === 'claimId'
      ? Prisma.sql`e.claim_id = ${subjectId}::uuid`
      : Prisma.sql`e.cert_id = ${subjectId}::uuid`;
  const rows = await client.$queryRaw<EventRow[]>`
    SELECT e.id, e.claim_id AS "claimId", e.cert_id AS "certId", e.step_index AS "stepIndex",
           e.user_id AS "userId", e.action::text AS action, e.comment, e.created_at AS "createdAt",
           u.name AS "userName", u.email AS "userEmail"
    FROM approval_events e JOIN users u ON u.id = e.user_id
    WHERE ${subject}
    ORDER BY e.created_at ASC, e.id ASC`;
  return rows.map(({ userName, userEmail, ...event }) => ({
    ...event,
    user: { name: userName, email: userEmail },
  }));
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

export async function loadWorkflowState(
  kind: SubjectKind,
  subject: { id: string; accountId: string; contractId: string },
  client: Db | Tx = db(),
) {
  const [steps, events] = await Promise.all([
    loadSteps(client, {
      accountId: subject.accountId,
      contractId: subject.contractId,
      flowType: kind.flowType,
    }),
    loadEvents(client, kind, subject.id),
  ]);
  return { steps, events, state: replayApprovals(steps, events) };
}
