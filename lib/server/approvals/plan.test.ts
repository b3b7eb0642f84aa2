// The approval engine's decisions, without a database: what each action does from each state
// (spec §4), and how the approvals of a round are replayed from the stored events.
import { describe, expect, it } from 'vitest';
import type { ApprovalEvent } from '@/lib/db/generated/client';
import { AppError } from '@/lib/errors/app-error';
import { replayApprovals, type StoredStep } from './load-workflow';
import { planAction, type EngineAction } from './plan';
import { CLAIM_KIND } from '../documents/kinds';
import type { WorkflowSubject } from './subjects';

const person = (id: string, required = true) => ({ userId: id, name: id, email: `${id}@x.test`, required });
const STEPS: StoredStep[] = [
  { id: 's1', name: 'Approval Step 1', approvers: [person('ann'), person('opt', false)] },
  { id: 's2', name: 'Approval Step 2', approvers: [person('bob')] },
];

const subject = (status: string, currentStepIndex = 0): WorkflowSubject => ({
  kind: CLAIM_KIND,
  id: 'c1',
  name: 'Payment Claim 4',
  contractId: 'k1',
  contractName: 'Fit-out',
  projectId: 'p1',
  accountId: 'a1',
  status,
  currentStepIndex,
  updatedAt: new Date(0),
  path: '/x',
});

let seq = 0;
const event = (action: ApprovalEvent['action'], stepIndex: number, userId = 'ann'): ApprovalEvent => ({
  id: `e${seq++}`,
  claimId: 'c1',
  certId: null,
  stepIndex,
  userId,
  action,
  comment: null,
  createdAt: new Date(seq),
});

function plan(action: EngineAction, status: string, events: ApprovalEvent[], userId = 'ann', steps = STEPS) {
  return planAction(action, {
    subject: subject(status),
    steps,
    state: replayApprovals(steps, events),
    userId,
    comment: 'a comment',
    sender: person('sam'),
  });
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as AppError).code;
  }
  return null;
};

describe('planAction', () => {
  it('sends a draft to the first step, telling its approvers', () => {
    const p = plan('send_for_approval', 'draft', []);
    expect(p).toMatchObject({ status: 'review', currentStepIndex: 0, final: false });
    expect(p.notices.map((n) => [n.to.userId, n.kind])).toEqual([
      ['ann', 'approval_needed'],
      ['opt', 'approval_needed'],
    ]);
  });

  it('approves at once when the contract has no steps', () => {
    expect(plan('send_for_approval', 'draft', [], 'ann', [])).toMatchObject({
      status: 'approved',
      final: true,
    });
  });

  it('refuses a workflow whose step has no required approver', () => {
    const steps = [{ id: 's', name: 'S', approvers: [person('opt', false)] }];
    expect(refusal(() => plan('send_for_approval', 'draft', [], 'ann', steps))).toBe('invalid');
  });

  it('moves to the next step once every required approver has approved; optional ones are not waited for', () => {
    const sent = [event('send_for_approval', 0)];
    const p = plan('approve_step', 'review', sent);
    expect(p).toMatchObject({ status: 'review', currentStepIndex: 1, eventStepIndex: 0, final: false });
    expect(p.notices.map((n) => n.to.userId)).toEqual(['bob']);
    const last = plan('approve_step', 'review', [...sent, event('approve_step', 0)], 'bob');
    expect(last).toMatchObject({ status: 'approved', final: true });
    expect(last.notices.map((n) => [n.to.userId, n.kind])).toEqual([['sam', 'approved']]);
  });

  it('refuses approval by someone not on the current step (403), twice (409) or outside review (409)', () => {
    const sent = [event('send_for_approval', 0)];
    expect(refusal(() => plan('approve_step', 'review', sent, 'bob'))).toBe('forbidden');
    expect(
      refusal(() => plan('approve_step', 'review', [...sent, event('approve_step', 0, 'opt')], 'opt')),
    ).toBe('conflict');
    expect(refusal(() => plan('approve_step', 'draft', []))).toBe('conflict');
  });

  it('reverts a step (not the first), and reopens the last step from approved', () => {
    const approved = [
      event('send_for_approval', 0),
      event('approve_step', 0),
      event('approve_step', 1, 'bob'),
    ];
    expect(refusal(() => plan('revert_step', 'review', [event('send_for_approval', 0)]))).toBe('conflict');
    expect(plan('revert_step', 'review', approved.slice(0, 2))).toMatchObject({ currentStepIndex: 0 });
    expect(plan('revert_to_review', 'approved', approved)).toMatchObject({
      status: 'review',
      currentStepIndex: 1,
    });
    expect(plan('revert_to_draft', 'issued', approved)).toMatchObject({
      status: 'draft',
      currentStepIndex: 0,
    });
    expect(refusal(() => plan('revert_to_draft', 'certified', approved))).toBe('conflict');
  });
});

describe('replayApprovals', () => {
  it('starts each round afresh and drops the approvals of a reopened step', () => {
    const events = [
      event('send_for_approval', 0),
      event('approve_step', 0),
      event('revert_step', 0),
      event('approve_step', 0, 'opt'),
    ];
    expect(replayApprovals(STEPS, events).approvals).toEqual([{ stepIndex: 0, userId: 'opt' }]);
    expect(replayApprovals(STEPS, [...events, event('revert_to_draft', 0)]).approvals).toEqual([]);
  });
});
