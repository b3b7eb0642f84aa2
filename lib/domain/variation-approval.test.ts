import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LineItemStatus } from './line-item-status';
import { deriveParentApproval, reconcileApprovals, type ApprovalNode } from './variation-approval';

const v = (id: string, parentId: string | null, approval: ApprovalNode['approval']): ApprovalNode => ({
  id,
  parentId,
  kind: 'variation',
  approval,
});

describe('deriveParentApproval (spec §4: a parent state is derived from its children)', () => {
  it.each<[LineItemStatus[], LineItemStatus]>([
    [['rejected', 'rejected'], 'rejected'],
    [['approved', 'rejected'], 'approved'],
    [['pending', 'approved'], 'approved'],
    [['pending', 'rejected'], 'pending'],
    [['pending'], 'pending'],
    [[], 'pending'],
  ])('%j → %s', (children, expected) => {
    expect(deriveParentApproval(children)).toBe(expected);
  });

  it('property: rejected only when every child is', () => {
    const status = fc.constantFrom<LineItemStatus>('pending', 'approved', 'rejected');
    fc.assert(
      fc.property(fc.array(status, { minLength: 1 }), (children) => {
        expect(deriveParentApproval(children) === 'rejected').toBe(children.every((s) => s === 'rejected'));
      }),
    );
  });
});

describe('reconcileApprovals', () => {
  it('leaves without a status inherit their ancestor (the demo keeps it on the multi-variation)', () => {
    const result = reconcileApprovals([
      v('V2', null, 'approved'),
      v('V2.1', 'V2', null),
      v('V2.2', 'V2', null),
    ]);
    expect(Object.fromEntries(result)).toEqual({ V2: 'approved', 'V2.1': 'approved', 'V2.2': 'approved' });
  });

  it('parents take their status from their children, bottom up', () => {
    const result = reconcileApprovals([
      v('A', null, 'pending'),
      v('A1', 'A', 'pending'),
      v('A1a', 'A1', 'approved'),
      v('A2', 'A', 'rejected'),
    ]);
    expect(Object.fromEntries(result)).toEqual({
      A: 'approved',
      A1: 'approved',
      A1a: 'approved',
      A2: 'rejected',
    });
  });

  it('a top-level variation with no status is pending; base items and materials have none', () => {
    const result = reconcileApprovals([
      v('V', null, null),
      { id: 'B', parentId: null, kind: 'base', approval: null },
      { id: 'M', parentId: null, kind: 'material', approval: 'approved' },
    ]);
    expect(Object.fromEntries(result)).toEqual({ V: 'pending', B: null, M: null });
  });
});
