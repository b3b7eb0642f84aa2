import 'server-only';
// Decides what a workflow action does to a document — its next status and step, and who hears of
// it — from the stored steps and the replayed approvals. Refusals are AppErrors; nothing is written.
import { AppError } from '@/lib/errors/app-error';
import { transition } from '@/lib/domain/transition';
import {
  approveStep,
  currentStepIndex,
  REQUIRED_APPROVER_MESSAGE,
  revertStep,
  validateWorkflow,
  type ApprovalState,
} from '@/lib/domain/workflow-rules';
import type { StoredApprover, StoredStep } from './load-workflow';
import type { Notice } from './notify';
import type { WorkflowAction, WorkflowSubject } from './subjects';

export const ENGINE_ACTIONS = [
  'send_for_approval',
  'approve_step',
  'revert_step',
  'revert_to_draft',
  'revert_to_review',
] as const;
export type EngineAction = (typeof ENGINE_ACTIONS)[number];

export interface Plan {
  status: string;
  currentStepIndex: number;
  /** The step the event is recorded against. */
  eventStepIndex: number;
  /** The last step was approved (or there were none): the document is now approved. */
  final: boolean;
  notices: Notice[];
}

export interface PlanInput {
  subject: WorkflowSubject;
  steps: StoredStep[];
  state: ApprovalState;
  userId: string;
  comment: string | null;
  /** Who sent the document for approval this round, told when it is approved or sent back. */
  sender: StoredApprover | null;
}

function move(subject: WorkflowSubject, action: WorkflowAction): string {
  const result = transition(subject.kind.machine, subject.status, action);
  if (!result.ok) throw new AppError('conflict', result.message);
  return result.to;
}

const toStep = (steps: StoredStep[], index: number, kind: Notice['kind']): Notice[] =>
  (steps[index]?.approvers ?? []).map((to) => ({ to, kind, stepName: steps[index]!.name }));

const toSender = (sender: StoredApprover | null, kind: Notice['kind']): Notice[] =>
  sender ? [{ to: { ...sender, required: true }, kind, stepName: null }] : [];

function inReview(subject: WorkflowSubject, verb: string): void {
  if (subject.status !== 'review') {
    throw new AppError('conflict', `Cannot ${verb} a ${subject.kind.noun} that is ${subject.status}.`);
  }
}

export function planAction(action: EngineAction, p: PlanInput): Plan {
  const { subject, steps, state } = p;
  switch (action) {
    case 'send_for_approval': {
      const review = move(subject, 'send_for_approval');
      const invalid = validateWorkflow(steps);
      if (invalid.length) throw new AppError('invalid', invalid[0]?.message ?? REQUIRED_APPROVER_MESSAGE);
      if (steps.length === 0) {
        // No approval steps: the document is approved as soon as it is sent (§4, brief).
        const approved = move({ ...subject, status: review }, 'approve_final_step');
        return { status: approved, currentStepIndex: 0, eventStepIndex: 0, final: true, notices: [] };
      }
      const notices = toStep(steps, 0, 'approval_needed');
      return { status: review, currentStepIndex: 0, eventStepIndex: 0, final: false, notices };
    }
    case 'approve_step': {
      inReview(subject, 'approve');
      const result = approveStep(state, p.userId);
      if (!result.ok) {
        if (result.reason === 'not_an_approver') {
          throw new AppError('forbidden', 'Only an approver of the current step can approve it.');
        }
        throw new AppError(
          'conflict',
          result.reason === 'already_approved'
            ? 'You have already approved this step.'
            : result.reason === 'step_passed'
              ? `You have already approved your step; the ${subject.kind.noun} has moved on to the next.`
              : 'Every step is approved.',
        );
      }
      const next = result.final ? steps.length : (currentStepIndex(result.state) ?? steps.length);
      const status = result.final ? move(subject, 'approve_final_step') : 'review';
      const notices = result.final
        ? toSender(p.sender, 'approved')
        : result.stepComplete
          ? toStep(steps, next, 'approval_needed')
          : [];
      return {
        status,
        currentStepIndex: next,
        eventStepIndex: result.stepIndex,
        final: result.final,
        notices,
      };
    }
    case 'revert_step': {
      inReview(subject, 'revert a step of');
      const result = revertStep(state, p.comment ?? '');
      if (!result.ok) {
        if (result.reason === 'comment_required')
          throw new AppError('invalid', [{ field: 'comment', message: 'Enter a comment' }]);
        throw new AppError(
          'conflict',
          `This is the first approval step: revert the ${subject.kind.noun} to draft instead.`,
        );
      }
      const notices = toStep(steps, result.stepIndex, 'step_reverted');
      return {
        status: 'review',
        currentStepIndex: result.stepIndex,
        eventStepIndex: result.stepIndex,
        final: false,
        notices,
      };
    }
    case 'revert_to_draft': {
      const status = move(subject, 'revert_to_draft');
      const notices = toSender(p.sender, 'reverted_to_draft');
      return { status, currentStepIndex: 0, eventStepIndex: subject.currentStepIndex, final: false, notices };
    }
    case 'revert_to_review': {
      const status = move(subject, 'revert_to_review');
      const result = revertStep(state, p.comment ?? '');
      if (!result.ok) {
        throw new AppError(
          'conflict',
          `This ${subject.kind.noun} has no approval steps: revert it to draft instead.`,
        );
      }
      const notices = toStep(steps, result.stepIndex, 'step_reverted');
      return {
        status,
        currentStepIndex: result.stepIndex,
        eventStepIndex: result.stepIndex,
        final: false,
        notices,
      };
    }
  }
}
