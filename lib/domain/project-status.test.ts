import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  PROJECT_ACTIONS,
  PROJECT_STATUSES,
  canDeleteProject,
  transitionProject,
  type ProjectAction,
  type ProjectStatus,
} from './project-status';

// Spec §4 "Project: archive, delete, re-open" plus activate/complete for the dashboard's
// draft/current/completed lists (§2). Anything not listed must be refused.
const SPEC: Record<ProjectStatus, Partial<Record<ProjectAction, ProjectStatus>>> = {
  draft: { activate: 'current', archive: 'archived' },
  current: { complete: 'completed', archive: 'archived' },
  archived: { reopen: 'current' },
  completed: { archive: 'archived', reopen: 'current' },
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
