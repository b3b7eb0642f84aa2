// Approval workflows for claims and certificates (spec §4 and §5 "Workflow"): editing the steps,
// validating them, and walking a claim or cert through them.
import { effectiveRoles, type Role, type RoleSet } from './permissions';

export interface WorkflowApprover {
  /** null while the editor row has no user chosen yet; such rows never count. */
  readonly userId: string | null;
  readonly required: boolean;
}

export interface WorkflowStep {
  readonly name: string;
  readonly approvers: readonly WorkflowApprover[];
}

// ─── Who may be an approver ─────────────────────────────────────────────────────────────────────

/**
 * §5 limits workflow members to "users in four specific roles" without naming them. We take the
 * firm's own staff who may already make claims or certs: account owners and admins, and project or
 * contract admins. Viewers cannot act, 'none' has no rights of its own, and helpdesk is platform
 * staff who must not sign off a customer's payment documents.
 */
export const WORKFLOW_MEMBER_ROLES: readonly Role[] = ['owner', 'admin', 'project_admin', 'contract_admin'];

export function canBeWorkflowMember(roles: RoleSet): boolean {
  return effectiveRoles(roles).some((role) => WORKFLOW_MEMBER_ROLES.includes(role));
}

// ─── Editing and validating the steps ───────────────────────────────────────────────────────────

export const REQUIRED_APPROVER_MESSAGE =
  'There must be at least 1 required approver for each approval workflow step';
// Not in the spec: one user twice in a step makes "has everyone approved" ambiguous and would break
// the database's one-approver-per-step uniqueness with a server error instead of a message.
export const DUPLICATE_APPROVER_MESSAGE = 'Each approver can appear only once in an approval workflow step';

export interface WorkflowError {
  readonly stepIndex: number;
  readonly message: string;
}

/** Errors for each invalid step, in order; empty when the workflow may be saved. No steps is valid. */
export function validateWorkflow(steps: readonly WorkflowStep[]): WorkflowError[] {
  return steps.flatMap((step, stepIndex) => {
    const chosen = step.approvers.flatMap((approver) => (approver.userId === null ? [] : [approver.userId]));
    const errors: WorkflowError[] = [];
    if (requiredApprovers(step).length === 0) errors.push({ stepIndex, message: REQUIRED_APPROVER_MESSAGE });
    if (new Set(chosen).size !== chosen.length)
      errors.push({ stepIndex, message: DUPLICATE_APPROVER_MESSAGE });
    return errors;
  });
}

const DEFAULT_STEP_NAME = /^Approval Step \d+$/;

export function defaultStepName(position: number): string {
  return `Approval Step ${position}`;
}

/** Appends 'Approval Step {n}' with one empty required row, since every step needs one. */
export function addStep(steps: readonly WorkflowStep[]): WorkflowStep[] {
  return [
    ...steps,
    { name: defaultStepName(steps.length + 1), approvers: [{ userId: null, required: true }] },
  ];
}

/** Removes a step; later steps still carrying a default name are renumbered, renamed ones are kept. */
export function removeStep(steps: readonly WorkflowStep[], index: number): WorkflowStep[] {
  if (!Number.isInteger(index) || index < 0 || index >= steps.length) {
    throw new RangeError(`No workflow step at index ${index}`);
  }
  return steps
    .filter((_, i) => i !== index)
    .map((step, i) =>
      i >= index && DEFAULT_STEP_NAME.test(step.name) ? { ...step, name: defaultStepName(i + 1) } : step,
    );
}

// ─── Walking a claim or cert through the steps ──────────────────────────────────────────────────

export interface StepApproval {
  readonly stepIndex: number;
  readonly userId: string;
}

/**
 * The workflow of one claim or cert in review: its steps and the approvals of the current round
 * (reverting the claim or cert to draft starts a new round with no approvals).
 */
export interface ApprovalState {
  readonly steps: readonly WorkflowStep[];
  readonly approvals: readonly StepApproval[];
}

/**
 * A step is complete when every required approver with a chosen user has approved it. Optional
 * approvers may approve (it is recorded) but are never waited for. A step with no such required
 * approver cannot be saved (validateWorkflow); should one exist it never completes, so the workflow
 * fails closed rather than approving a claim nobody signed off.
 */
export function isStepComplete(state: ApprovalState, stepIndex: number): boolean {
  const step = state.steps[stepIndex];
  if (!step) return false;
  const required = requiredApprovers(step);
  return required.length > 0 && required.every((userId) => hasApproved(state, stepIndex, userId));
}

/** The first step not yet complete, or null when all are (including a workflow with no steps). */
export function currentStepIndex(state: ApprovalState): number | null {
  const index = state.steps.findIndex((_, i) => !isStepComplete(state, i));
  return index === -1 ? null : index;
}

/** Any approver (required or optional) of the current step who has not yet approved it. */
export function canApprove(userId: string, state: ApprovalState): boolean {
  return checkApproval(userId, state).ok;
}

/**
 * Why an approval is refused. `step_passed`: the user approved an earlier step, which is complete, and
 * is not an approver of the current one — a second tab or a double click after the step moved on.
 * It is a conflict like `already_approved`, not a refusal of rights: the user's approval stands.
 */
type ApprovalRefusal = 'workflow_complete' | 'not_an_approver' | 'already_approved' | 'step_passed';

export type ApproveStepResult =
  | {
      readonly ok: true;
      readonly state: ApprovalState;
      readonly stepIndex: number;
      readonly stepComplete: boolean;
      /** The last step is now complete: the claim or cert moves to approved (approve_final_step). */
      readonly final: boolean;
    }
  | { readonly ok: false; readonly reason: ApprovalRefusal };

/**
 * Records the user's approval of the current step. Pure, so the UI may call it to preview whether
 * an approval would be final (§4: a comment is asked before a non-final step; the final one toasts).
 */
export function approveStep(state: ApprovalState, userId: string): ApproveStepResult {
  const check = checkApproval(userId, state);
  if (!check.ok) return check;
  const { stepIndex } = check;
  const next: ApprovalState = { ...state, approvals: [...state.approvals, { stepIndex, userId }] };
  const stepComplete = isStepComplete(next, stepIndex);
  return { ok: true, state: next, stepIndex, stepComplete, final: currentStepIndex(next) === null };
}

export type RevertStepResult =
  | { readonly ok: true; readonly state: ApprovalState; readonly stepIndex: number }
  | { readonly ok: false; readonly reason: 'comment_required' | 'no_previous_step' };

/**
 * Sends the workflow back one step (§4 "any step can be reverted with a comment"): the previous
 * step's approvals, and any partial ones on the current step, are cleared so it is approved afresh.
 * From a completed workflow (an approved claim reverted to review) it reopens the last step. On the
 * first step there is nothing to go back to: revert the claim or cert to draft instead.
 */
export function revertStep(state: ApprovalState, comment: string): RevertStepResult {
  if (comment.trim() === '') return { ok: false, reason: 'comment_required' };
  const position = currentStepIndex(state) ?? state.steps.length;
  if (position === 0) return { ok: false, reason: 'no_previous_step' };
  const stepIndex = position - 1;
  const approvals = state.approvals.filter((approval) => approval.stepIndex < stepIndex);
  return { ok: true, state: { ...state, approvals }, stepIndex };
}

function requiredApprovers(step: WorkflowStep): string[] {
  return step.approvers.flatMap((approver) =>
    approver.required && approver.userId !== null ? [approver.userId] : [],
  );
}

function hasApproved(state: ApprovalState, stepIndex: number, userId: string): boolean {
  return state.approvals.some((approval) => approval.stepIndex === stepIndex && approval.userId === userId);
}

function checkApproval(
  userId: string,
  state: ApprovalState,
): { ok: true; stepIndex: number } | { ok: false; reason: ApprovalRefusal } {
  const stepIndex = currentStepIndex(state);
  if (stepIndex === null) return { ok: false, reason: 'workflow_complete' };
  const step = state.steps[stepIndex];
  if (!step?.approvers.some((approver) => approver.userId === userId)) {
    const passed = state.approvals.some((a) => a.userId === userId && a.stepIndex < stepIndex);
    return { ok: false, reason: passed ? 'step_passed' : 'not_an_approver' };
  }
  if (hasApproved(state, stepIndex, userId)) return { ok: false, reason: 'already_approved' };
  return { ok: true, stepIndex };
}
