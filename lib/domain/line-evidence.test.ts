import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  evidenceActions,
  evidenceRefusal,
  isServed,
  mayAddEvidence,
  type EvidenceKind,
  type EvidenceState,
} from './line-evidence';

const state = (s: Partial<EvidenceState>): EvidenceState => ({
  canWrite: true,
  served: false,
  shared: false,
  isAuthor: true,
  ...s,
});

describe('what may be done with a piece of line-item evidence', () => {
  it.each<[string, EvidenceKind, Partial<EvidenceState>, string[]]>([
    ['draft, own internal comment: everything', 'comment', {}, ['edit', 'share', 'delete']],
    [
      'draft, own shared comment: unshare instead',
      'comment',
      { shared: true },
      ['edit', 'unshare', 'delete'],
    ],
    ["draft, a colleague's comment: not its words", 'comment', { isAuthor: false }, ['share', 'delete']],
    ['draft, a file: no edit', 'file', { isAuthor: false }, ['share', 'delete']],
    [
      'served, internal comment: still the account’s own',
      'comment',
      { served: true },
      ['edit', 'share', 'delete'],
    ],
    ['served, shared comment: fixed', 'comment', { served: true, shared: true }, []],
    ['served, shared file: fixed', 'file', { served: true, shared: true }, []],
    ['served, internal file: share or delete', 'file', { served: true }, ['share', 'delete']],
    ['a viewer (no claim_or_cert): nothing', 'comment', { canWrite: false }, []],
  ])('%s', (_name, kind, s, expected) => {
    expect(evidenceActions(kind, state(s))).toEqual(expected);
  });

  it('evidence may be added at any status by whoever may change the document', () => {
    expect(mayAddEvidence(true)).toBe(true);
    expect(mayAddEvidence(false)).toBe(false);
  });

  it('property: once served, nothing shared can change, and nothing ever without write access', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<EvidenceKind>('comment', 'file'),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (kind, canWrite, served, shared, isAuthor) => {
          const actions = evidenceActions(kind, { canWrite, served, shared, isAuthor });
          if (!canWrite || (served && shared)) expect(actions).toEqual([]);
          if (actions.includes('edit')) expect(kind === 'comment' && isAuthor).toBe(true);
          expect(actions.includes('share') && actions.includes('unshare')).toBe(false);
        },
      ),
    );
  });

  it('says why a refused change is refused', () => {
    expect(evidenceRefusal('file', 'delete', state({ served: true, shared: true }))).toMatch(
      /shared with the other party on a served document/,
    );
    expect(evidenceRefusal('comment', 'edit', state({ isAuthor: false }))).toBe(
      'Only the person who wrote a comment can change its words.',
    );
  });

  it.each([
    ['claim', 'draft', false],
    ['claim', 'approved', false],
    ['claim', 'issued', true],
    ['claim', 'certified', true],
    ['certificate', 'approved', false],
    ['certificate', 'issued', true],
  ] as const)('a %s that is %s is served: %s', (document, status, served) => {
    expect(isServed(document, status)).toBe(served);
  });
});
