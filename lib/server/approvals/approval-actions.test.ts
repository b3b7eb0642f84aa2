// The actions of a document in review or approved (spec §4), shared by claims and certificates.
import { describe, expect, it } from 'vitest';
import { approvalActions, type ActionState } from './approval-actions';

const base: ActionState = {
  canWrite: true,
  status: 'review',
  canApprove: false,
  currentStepIndex: 0,
  hasSteps: true,
  maintenance: false,
};

describe('approvalActions', () => {
  it.each([
    ['review, first step, not an approver', {}, ['revert_to_draft', 'attachments']],
    ['review, an approver', { canApprove: true }, ['approve_step', 'revert_to_draft', 'attachments']],
    ['review, second step', { currentStepIndex: 1 }, ['revert_step', 'revert_to_draft', 'attachments']],
    ['approved', { status: 'approved' }, ['issue', 'revert_to_review', 'revert_to_draft', 'attachments']],
    [
      'approved, no steps',
      { status: 'approved', hasSteps: false },
      ['issue', 'revert_to_draft', 'attachments'],
    ],
    [
      'approved, contract under maintenance (§2 banner: no issue)',
      { status: 'approved', maintenance: true },
      ['revert_to_review', 'revert_to_draft', 'attachments'],
    ],
  ] as const)('%s', (_, change, actions) => {
    expect(approvalActions({ ...base, ...change })).toEqual(actions);
  });

  it('leaves other statuses to the document', () => {
    for (const status of ['draft', 'issued', 'certified', 'pending']) {
      expect(approvalActions({ ...base, status })).toBeNull();
    }
  });
});
