import 'server-only';
// The approval engine: one workflow action on a claim or certificate, inside the caller's
// transaction. Of two people acting on the same step at once, one wins and the other gets 409:
// the transaction first locks the document row (SELECT … FOR UPDATE) and refuses with 409 unless
// it is still the version the caller read (status, step, updated_at); only then does it read the
// approvals and decide. Deciding from approvals read before the lock let the loser replay the
// winner's approval against its stale status and be told 403 "not an approver" of the next step.
// The UPDATE keeps the same guard. The event, history row and emails go in the same transaction.
import { AppError } from '@/lib/errors/app-error';
import type { Tx } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { loadWorkflowState, type StoredApprover } from './load-workflow';
import { notifyWorkflowAction } from '../notices/workflow-notifications';
import { queueWorkflowEmails } from './notify';
import { planAction, type EngineAction } from './plan';
import type { WorkflowSubject } from './subjects';

export interface WorkflowResult {
  status: string;
  current_step_index: number;
  /** The last step was approved (the UI shows its toast). */
  final: boolean;
  emails_queued: number;
}

export async function runWorkflowAction(
  tx: Tx,
  actor: Actor,
  subject: WorkflowSubject,
  action: EngineAction,
  options: { comment?: string | null; extraData?: (status: string) => Record<string, unknown> } = {},
): Promise<WorkflowResult> {
  const comment = options.comment?.trim() || null;
  const guard = {
    id: subject.id,
    status: subject.status,
    currentStepIndex: subject.currentStepIndex,
    updatedAt: subject.updatedAt,
  };
  const locked = await subject.kind.lock(tx, subject.id);
  if (!locked) throw new AppError('not_found');
  if (
    locked.status !== guard.status ||
    locked.currentStepIndex !== guard.currentStepIndex ||
    locked.updatedAt.getTime() !== guard.updatedAt.getTime()
  ) {
    throw new AppError('conflict');
  }
  // Read under the lock: no other action on this document can add an event until we commit.
  const { steps, events, state } = await loadWorkflowState(subject.kind, subject, tx);
  const sent = events.findLast((e) => e.action === 'send_for_approval');
  const sender: StoredApprover | null =
    sent && sent.userId !== actor.userId
      ? { userId: sent.userId, name: sent.user.name, email: sent.user.email, required: true }
      : null;
  const plan = planAction(action, { subject, steps, state, userId: actor.userId, comment, sender });

  const changed = await subject.kind.update(tx, guard, {
    status: plan.status,
    currentStepIndex: plan.currentStepIndex,
    // Every action is a new version, even one that leaves status and step as they were.
    updatedAt: new Date(),
    ...options.extraData?.(plan.status),
  });
  if (changed !== 1) throw new AppError('conflict');

  const event = await tx.approvalEvent.create({
    data: {
      [subject.kind.idKey]: subject.id,
      stepIndex: plan.eventStepIndex,
      userId: actor.userId,
      action: action,
      comment,
    },
  });
  const step = steps[plan.eventStepIndex]?.name ?? null;
  await recordHistory(
    tx,
    actor,
    `${subject.kind.noun}.${action}`,
    { projectId: subject.projectId, contractId: subject.contractId, [subject.kind.idKey]: subject.id },
    { from: subject.status, to: plan.status, step, comment },
  );
  const me = await tx.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { name: true } });
  // Nobody is told about what they did themselves.
  const notices = plan.notices.filter((n) => n.to.userId !== actor.userId);
  const emails = await queueWorkflowEmails(tx, {
    subject,
    eventId: event.id,
    actorName: me.name,
    comment,
    notices,
  });
  await notifyWorkflowAction(tx, {
    subject,
    actorUserId: actor.userId,
    actorName: me.name,
    comment,
    notices,
    senderUserId: sent?.userId ?? null,
    outcome: plan.final ? 'approved' : action === 'revert_to_draft' ? 'reverted' : null,
  });
  return {
    status: plan.status,
    current_step_index: plan.currentStepIndex,
    final: plan.final,
    emails_queued: emails,
  };
}
