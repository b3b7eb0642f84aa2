import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CONTRACT_STATUSES, type ContractStatus } from './contract-status';
import {
  PROJECT_ACTIONS,
  PROJECT_STATUSES,
  canDeleteProject,
  projectStatusFor,
  settleAction,
  transitionProject,
  type ProjectAction,
  type ProjectStatus,
} from './project-status';

// Spec §4 "Project: archive, delete, re-open" (the user's actions) plus the moves that follow the
// project's contracts between the draft, current and completed lists (§2). Anything not listed
// must be refused.
const SPEC: Record<ProjectStatus, Partial<Record<ProjectAction, ProjectStatus>>> = {
  draft: { archive: 'archived', activate: 'current', complete: 'completed' },
  current: { archive: 'archived', complete: 'completed', return_to_draft: 'draft' },
  archived: { reopen: 'current' },
  completed: { archive: 'archived', activate: 'current', return_to_draft: 'draft' },
};

describe('project status machine (§4)', () => {
  const cases = PROJECT_STATUSES.flatMap((from) =>
    PROJECT_ACTIONS.map((action) => ({ from, action, to: SPEC[from][action] ?? 'refused' })),
  );

  it.each(cases)('$action from $from → $to', ({ from, action, to }) => {
    const result = transitionProject(from, action);
    expect(result).toEqual(
      to === 'refused'
        ? expect.objectContaining({ ok: false, reason: 'invalid_transition', from, action })
        : { ok: true, to },
    );
  });
});

describe('projectStatusFor (a project follows its contracts)', () => {
  it.each<[ContractStatus[], string]>([
    [[], 'draft'],
    [['draft'], 'draft'],
    [['draft', 'draft'], 'draft'],
    [['started'], 'current'],
    [['draft', 'started'], 'current'],
    [['reopened', 'finalised'], 'current'],
    // A new contract waiting to start beside finished ones: the job is not over.
    [['finalised', 'draft'], 'current'],
    [['finalised'], 'completed'],
    [['finalised', 'archived'], 'completed'],
    [['archived'], 'completed'],
  ])('%j → %s', (contracts, expected) => {
    expect(projectStatusFor(contracts)).toBe(expected);
  });

  it('is current whenever a contract is running, whatever the others', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...CONTRACT_STATUSES)),
        fc.constantFrom<ContractStatus>('started', 'reopened'),
        (others, running) => {
          expect(projectStatusFor([...others, running])).toBe('current');
        },
      ),
    );
  });
});

describe('settleAction', () => {
  it('names the machine action that leads to where the contracts put the project', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROJECT_STATUSES),
        fc.array(fc.constantFrom(...CONTRACT_STATUSES), { maxLength: 6 }),
        (status, contracts) => {
          const action = settleAction(status, contracts);
          if (status === 'archived' || projectStatusFor(contracts) === status) {
            expect(action).toBeNull();
          } else {
            expect(transitionProject(status, action!)).toEqual({ ok: true, to: projectStatusFor(contracts) });
          }
        },
      ),
    );
  });

  it('leaves an archived project alone', () => {
    expect(settleAction('archived', ['started'])).toBeNull();
  });
});

describe('canDeleteProject', () => {
  it.each([
    [{ issuedClaims: 0, issuedCerts: 0 }, true],
    [{ issuedClaims: 1, issuedCerts: 0 }, false],
    [{ issuedClaims: 0, issuedCerts: 2 }, false],
    [{ issuedClaims: Number.NaN, issuedCerts: 0 }, false],
  ])('%o → %s', (counts, expected) => {
    expect(canDeleteProject(counts)).toBe(expected);
  });

  it('refuses whenever anything has been issued', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (issuedClaims, issuedCerts) => {
        fc.pre(issuedClaims + issuedCerts > 0);
        expect(canDeleteProject({ issuedClaims, issuedCerts })).toBe(false);
      }),
    );
  });
});
