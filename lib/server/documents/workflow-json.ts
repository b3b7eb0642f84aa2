import 'server-only';
// read_claim_workflow: the steps with who approved them this round, the events so far, and what the
// caller may do next (the UI shows only those actions; the server checks them again).
import type { ApprovalEvent } from '@/lib/db/generated/client';
import { approveStep, isStepComplete, type ApprovalState } from '@/lib/domain/workflow-rules';
import type { StoredStep } from '../approvals/load-workflow';

type EventRow = ApprovalEvent & { user: { name: string } };

export function workflowJson(a: {
  steps: StoredStep[];
  state: ApprovalState;
  events: EventRow[];
  currentStepIndex: number;
  status: string;
  userId: string;
}) {
  const { steps, state } = a;
  const preview = a.status === 'review' ? approveStep(state, a.userId) : null;
  return {
    steps: steps.map((step, index) => ({
      id: step.id,
      step: index + 1,
      name: step.name,
      complete: isStepComplete(state, index),
      approvers: step.approvers.map((approver) => ({
        user_id: approver.userId,
        name: approver.name,
        required: approver.required,
        approved: state.approvals.some((x) => x.stepIndex === index && x.userId === approver.userId),
      })),
    })),
    current_step_index: a.currentStepIndex,
    can_approve: !!preview?.ok,
    /** §4: the UI asks for a comment before a non-final approval and toasts a final one. */
    approval_is_final: preview?.ok ? preview.final : null,
    events: a.events.map((e) => ({
      action: e.action,
      step_index: e.stepIndex,
      step_name: steps[e.stepIndex]?.name ?? null,
      user_id: e.userId,
      user_name: e.user.name,
      comment: e.comment,
      created_date: e.createdAt,
    })),
  };
}
