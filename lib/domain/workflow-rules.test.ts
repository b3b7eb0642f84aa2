import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ACCOUNT_ROLES, CONTRACT_ROLES, PROJECT_ROLES, can, type RoleSet } from './permissions';
import {
  DUPLICATE_APPROVER_MESSAGE,
  REQUIRED_APPROVER_MESSAGE,
  addStep,
  approveStep,
  canApprove,
  canBeWorkflowMember,
  currentStepIndex,
  isStepComplete,
  removeStep,
  revertStep,
  validateWorkflow,
  type ApprovalState,
  type WorkflowApprover,
  type WorkflowStep,
} from './workflow-rules';

const req = (userId: string | null): WorkflowApprover => ({ userId, required: true });
const opt = (userId: string | null): WorkflowApprover => ({ userId, required: false });
const step = (name: string, ...approvers: WorkflowApprover[]): WorkflowStep => ({ name, approvers });

const user = fc.constantFrom('ann', 'bob', 'cat', 'dan', 'eve');
const validStep = fc
  .tuple(user, fc.array(fc.record({ userId: fc.option(user), required: fc.boolean() }), { maxLength: 3 }))
  .map(([first, rest]) => step('any', req(first), ...rest));

describe('validateWorkflow (§5 Workflow)', () => {
  it('uses the spec’s message word for word', () => {
    expect(REQUIRED_APPROVER_MESSAGE).toBe(
      'There must be at least 1 required approver for each approval workflow step',
    );
  });

  it.each<[string, WorkflowStep[], { stepIndex: number; message: string }[]]>([
    ['no steps: nothing to approve', [], []],
    ['one required approver', [step('s', req('ann'))], []],
    ['required plus optional', [step('s', req('ann'), opt('bob'), opt(null))], []],
    ['a step without approvers', [step('s')], [{ stepIndex: 0, message: REQUIRED_APPROVER_MESSAGE }]],
    [
      'only optional approvers',
      [step('s', opt('ann'))],
      [{ stepIndex: 0, message: REQUIRED_APPROVER_MESSAGE }],
    ],
    [
      'required row with no user chosen',
      [step('s', req(null), opt('bob'))],
      [{ stepIndex: 0, message: REQUIRED_APPROVER_MESSAGE }],
    ],
    [
      'the same user twice in a step',
      [step('s', req('ann'), opt('ann'))],
      [{ stepIndex: 0, message: DUPLICATE_APPROVER_MESSAGE }],
    ],
    ['the same user in two steps', [step('a', req('ann')), step('b', req('ann'))], []],
    [
      'errors name their step',
      [step('a', req('ann')), step('b'), step('c', opt('bob'), opt('bob'))],
      [
        { stepIndex: 1, message: REQUIRED_APPROVER_MESSAGE },
        { stepIndex: 2, message: REQUIRED_APPROVER_MESSAGE },
        { stepIndex: 2, message: DUPLICATE_APPROVER_MESSAGE },
      ],
    ],
  ])('%s', (_, steps, errors) => {
    expect(validateWorkflow(steps)).toEqual(errors);
  });
});

describe('addStep and removeStep (§5 "Approval Step {n}", "deleting a step renumbers later steps")', () => {
  const numbered = (n: number): WorkflowStep[] =>
    Array.from({ length: n }).reduce<WorkflowStep[]>((steps) => addStep(steps), []);

  it('names new steps by position and starts them with an empty required row', () => {
    expect(numbered(2)).toEqual([step('Approval Step 1', req(null)), step('Approval Step 2', req(null))]);
    expect(validateWorkflow(numbered(1))).toHaveLength(1);
  });

  it.each<[string[], number, string[]]>([
    [['Approval Step 1', 'Approval Step 2', 'Approval Step 3'], 0, ['Approval Step 1', 'Approval Step 2']],
    [['Approval Step 1', 'Approval Step 2', 'Approval Step 3'], 2, ['Approval Step 1', 'Approval Step 2']],
    [['Approval Step 1', 'QS review', 'Approval Step 3'], 0, ['QS review', 'Approval Step 2']],
    [['Director', 'Approval Step 2', 'Approval Step 3'], 1, ['Director', 'Approval Step 2']],
    [['Approval Step 7', 'Approval Step 2', 'Approval Step 3'], 1, ['Approval Step 7', 'Approval Step 2']],
    [['Approval Step 1', 'Approval Step 2 (QS)'], 0, ['Approval Step 2 (QS)']],
  ])('%o without #%i → %o', (names, index, expected) => {
    const steps = names.map((name) => step(name, req('ann')));
    expect(removeStep(steps, index).map((s) => s.name)).toEqual(expected);
  });

  it.each([-1, 3, 1.5, Number.NaN])('refuses index %s', (index) => {
    expect(() => removeStep(numbered(3), index)).toThrow(RangeError);
  });

  it('keeps default names contiguous through any sequence of adds and removes', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant('add' as const), fc.nat({ max: 9 }))), (edits) => {
        let steps: WorkflowStep[] = [];
        for (const edit of edits) {
          if (edit === 'add') steps = addStep(steps);
          else if (steps.length > 0) steps = removeStep(steps, edit % steps.length);
        }
        expect(steps.map((s) => s.name)).toEqual(steps.map((_, i) => `Approval Step ${i + 1}`));
      }),
    );
  });

  it('keeps the other steps’ approvers, in order', () => {
    fc.assert(
      fc.property(fc.array(validStep, { minLength: 1, maxLength: 6 }), fc.nat(), (steps, n) => {
        const index = n % steps.length;
        const expected = steps.filter((_, i) => i !== index).map((s) => s.approvers);
        expect(removeStep(steps, index).map((s) => s.approvers)).toEqual(expected);
      }),
    );
  });
});

describe('approving step by step (§4 "approve step by step through the workflow")', () => {
  // Step 1: ann must approve, bob may. Step 2: cat and dan must both approve.
  const steps = [
    step('Approval Step 1', req('ann'), opt('bob')),
    step('Approval Step 2', req('cat'), req('dan')),
  ];
  const start: ApprovalState = { steps, approvals: [] };

  function approveAll(state: ApprovalState, ...users: string[]): ApprovalState {
    return users.reduce((s, u) => {
      const result = approveStep(s, u);
      if (!result.ok) throw new Error(`${u}: ${result.reason}`);
      return result.state;
    }, state);
  }

  it('walks a two-step workflow to the final approval', () => {
    expect(currentStepIndex(start)).toBe(0);
    expect(canApprove('bob', start)).toBe(true);
    expect(canApprove('cat', start)).toBe(false);

    const byBob = approveStep(start, 'bob');
    expect(byBob).toMatchObject({ ok: true, stepIndex: 0, stepComplete: false, final: false });

    const byAnn = approveStep(approveAll(start, 'bob'), 'ann');
    expect(byAnn).toMatchObject({ ok: true, stepIndex: 0, stepComplete: true, final: false });

    const onStep2 = approveAll(start, 'ann');
    expect(currentStepIndex(onStep2)).toBe(1);
    expect(isStepComplete(onStep2, 0)).toBe(true);
    expect(approveStep(onStep2, 'bob')).toEqual({ ok: false, reason: 'not_an_approver' });
    // Ann's approval completed step 1: approving again (a second tab) is a conflict, not a refusal.
    expect(approveStep(onStep2, 'ann')).toEqual({ ok: false, reason: 'step_passed' });
    expect(approveStep(approveAll(onStep2, 'cat'), 'cat')).toEqual({ ok: false, reason: 'already_approved' });
    expect(approveStep(approveAll(onStep2, 'cat'), 'dan')).toMatchObject({
      ok: true,
      stepIndex: 1,
      final: true,
    });

    const done = approveAll(onStep2, 'cat', 'dan');
    expect(currentStepIndex(done)).toBeNull();
    expect(approveStep(done, 'ann')).toEqual({ ok: false, reason: 'workflow_complete' });
  });

  it('needs no approval when there are no steps', () => {
    const none: ApprovalState = { steps: [], approvals: [] };
    expect(currentStepIndex(none)).toBeNull();
    expect(canApprove('ann', none)).toBe(false);
  });

  it('fails closed on a step with only optional approvers', () => {
    const invalid: ApprovalState = { steps: [step('s', opt('ann'))], approvals: [] };
    expect(approveStep(invalid, 'ann')).toMatchObject({ ok: true, stepComplete: false, final: false });
    expect(isStepComplete(invalid, 5)).toBe(false);
  });

  it('ignores approvals recorded against a later step', () => {
    const early: ApprovalState = {
      steps,
      approvals: [
        { stepIndex: 1, userId: 'cat' },
        { stepIndex: 1, userId: 'dan' },
      ],
    };
    expect(currentStepIndex(early)).toBe(0);
  });

  it.each<[string, ApprovalState, string, ReturnType<typeof revertStep>]>([
    ['needs a comment', approveAll(start, 'ann'), '  ', { ok: false, reason: 'comment_required' }],
    ['has nothing before step 1', approveAll(start, 'bob'), 'why', { ok: false, reason: 'no_previous_step' }],
    [
      'clears the previous step and any partial approvals',
      approveAll(start, 'bob', 'ann', 'cat'),
      'wrong rates',
      { ok: true, stepIndex: 0, state: { steps, approvals: [] } },
    ],
    [
      'reopens the last step of a completed workflow (approved → review)',
      approveAll(start, 'ann', 'cat', 'dan'),
      'missing variation',
      { ok: true, stepIndex: 1, state: { steps, approvals: [{ stepIndex: 0, userId: 'ann' }] } },
    ],
  ])('revertStep %s', (_, state, comment, expected) => {
    expect(revertStep(state, comment)).toEqual(expected);
  });

  it('obeys its invariants for any valid workflow and any attempts to approve', () => {
    fc.assert(
      fc.property(
        fc.array(validStep, { maxLength: 4 }),
        fc.array(user, { maxLength: 25 }),
        (someSteps, attempts) => {
          let state: ApprovalState = { steps: someSteps, approvals: [] };
          let finals = 0;
          for (const u of attempts) {
            const before = currentStepIndex(state);
            const result = approveStep(state, u);
            expect(result.ok).toBe(canApprove(u, state));
            if (!result.ok) continue;
            expect(result.stepIndex).toBe(before);
            state = result.state;
            const after = currentStepIndex(state);
            // Progress never goes backwards, and only the final approval completes the workflow.
            expect(after === null || after >= result.stepIndex).toBe(true);
            expect(result.final).toBe(after === null);
            if (result.final) finals += 1;
          }
          expect(finals).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('reverting lands on an incomplete step one before where it was', () => {
    fc.assert(
      fc.property(
        fc.array(validStep, { minLength: 1, maxLength: 4 }),
        fc.array(user, { maxLength: 25 }),
        (someSteps, attempts) => {
          const state = attempts.reduce<ApprovalState>(
            (s, u) => {
              const result = approveStep(s, u);
              return result.ok ? result.state : s;
            },
            { steps: someSteps, approvals: [] },
          );
          const position = currentStepIndex(state) ?? someSteps.length;
          const result = revertStep(state, 'because');
          if (!result.ok) {
            expect(position).toBe(0);
          } else {
            expect(result.stepIndex).toBe(position - 1);
            expect(currentStepIndex(result.state)).toBe(position - 1);
          }
        },
      ),
    );
  });
});

describe('canBeWorkflowMember (§5 "limited to users in four specific roles")', () => {
  it.each<[RoleSet, boolean]>([
    [{ account: 'owner' }, true],
    [{ account: 'admin' }, true],
    [{ account: 'helpdesk' }, false],
    [{ account: 'view' }, false],
    [{ account: 'none' }, false],
    [{ account: 'none', project: 'project_admin' }, true],
    [{ account: 'none', project: 'project_view' }, false],
    [{ account: 'none', contract: 'contract_admin' }, true],
    [{ account: 'view', contract: 'contract_view' }, false],
    [{ account: 'project_admin' }, false],
  ])('%o → %s', (roles, expected) => {
    expect(canBeWorkflowMember(roles)).toBe(expected);
  });

  it('only admits people who may make claims or certs', () => {
    const roles = fc.record({
      account: fc.constantFrom(...ACCOUNT_ROLES),
      project: fc.option(fc.constantFrom(...PROJECT_ROLES)),
      contract: fc.option(fc.constantFrom(...CONTRACT_ROLES)),
    });
    fc.assert(
      fc.property(roles, (r) => {
        if (canBeWorkflowMember(r)) expect(can(r, 'contract', 'claim_or_cert')).toBe(true);
      }),
    );
  });
});
