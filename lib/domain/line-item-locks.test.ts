import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  canAddChild,
  canApproveOrReject,
  canConvertToFixed,
  canDelete,
  canEdit,
  lockSubjectFor,
  type LockSubject,
} from './line-item-locks';
import { buildSchedule, type Approval, type LineItem } from './line-items';
import { lineItem } from './line-items.test-support';

const subject = (overrides: Partial<LockSubject>): LockSubject => ({
  kind: 'variation',
  isProvisional: false,
  approval: 'pending',
  isRoot: true,
  hasChildren: false,
  certifiedToDate: 0,
  parentCertifiedToDate: 0,
  ...overrides,
});

describe('edit / add child / delete (spec §4 "Provisional items" and "Non-provisional items")', () => {
  it.each<[string, Partial<LockSubject>, [edit: boolean, addChild: boolean, del: boolean]]>([
    ['non-provisional, empty status: open', { approval: null }, [true, true, true]],
    ['non-provisional, pending: open', { approval: 'pending' }, [true, true, true]],
    ['non-provisional, approved: locked', { approval: 'approved' }, [false, false, false]],
    ['non-provisional, rejected: locked', { approval: 'rejected' }, [false, false, false]],
    ['non-provisional, own certified to date ≠ 0: locked', { certifiedToDate: 1 }, [false, false, false]],
    ['non-provisional, parent certified ≠ 0: locked', { parentCertifiedToDate: -5 }, [false, false, false]],
    ['provisional, approved: add child and delete, no edit', { isProvisional: true, approval: 'approved' }, [false, true, true]], // prettier-ignore
    ['provisional, rejected: edit, add child, delete', { isProvisional: true, approval: 'rejected' }, [true, true, true]], // prettier-ignore
    ['provisional, pending: open', { isProvisional: true }, [true, true, true]],
    ['provisional: the certified lock is for non-provisional items only', { isProvisional: true, certifiedToDate: 9 }, [true, true, true]], // prettier-ignore
  ])('%s', (_source, overrides, [edit, addChild, del]) => {
    const s = subject(overrides);
    expect([canEdit(s), canAddChild(s), canDelete(s)]).toEqual([edit, addChild, del]);
  });

  it('the certified lock applies only in the contexts that check it (spec §4)', () => {
    const s = subject({ certifiedToDate: 100 });
    expect(canEdit(s, { checkCertified: false })).toBe(true);
    expect(canEdit(s, { checkCertified: true })).toBe(false);
    expect(canEdit(subject({ approval: 'approved' }), { checkCertified: false })).toBe(false);
  });

  it('property: delete is locked exactly when add-child is', () => {
    const approval = fc.constantFrom<Approval>(null, 'pending', 'approved', 'rejected');
    fc.assert(
      fc.property(approval, fc.boolean(), fc.integer(), fc.integer(), (a, isProvisional, own, parent) => {
        const s = subject({
          approval: a,
          isProvisional,
          certifiedToDate: own,
          parentCertifiedToDate: parent,
        });
        expect(canDelete(s)).toBe(canAddChild(s));
      }),
    );
  });
});

describe('approve / reject and convert (spec §4)', () => {
  it.each<[string, Partial<LockSubject>, boolean]>([
    ['a basic variation leaf has the controls', { variationType: 'basic' }, true],
    ['an item with children has none', { hasChildren: true }, false],
    ['a multi-variation parent has none, even before it has children', { variationType: 'multi' }, false],
    ['a line inside a multi variation has them', { variationType: 'multi', isRoot: false }, true],
    ['base items are not approved', { kind: 'base', approval: null }, false],
  ])('%s', (_source, overrides, expected) => {
    expect(canApproveOrReject(subject(overrides))).toBe(expected);
  });

  it('only provisional items convert to fixed, so the conversion cannot be undone', () => {
    expect(canConvertToFixed(subject({ isProvisional: true }))).toBe(true);
    expect(canConvertToFixed(subject({ isProvisional: false }))).toBe(false);
  });
});

describe('lockSubjectFor', () => {
  const row = (id: string, parentId: string | null, certifiedToDate: number): LineItem =>
    lineItem({ id, parentId, valueType: 'lump', lumpTotal: 1000, certifiedToDate });
  const schedule = buildSchedule([row('p', null, 0), row('a', 'p', 0), row('b', 'p', 300)], {
    certifyPendingVariation: false,
  });

  it('reads the rolled-up certified amounts: a sibling certified locks the parent and so the child', () => {
    expect(lockSubjectFor(schedule, 'a')).toMatchObject({
      isRoot: false,
      hasChildren: false,
      certifiedToDate: 0,
      parentCertifiedToDate: 300,
    });
    expect(lockSubjectFor(schedule, 'p')).toMatchObject({
      isRoot: true,
      hasChildren: true,
      certifiedToDate: 300,
    });
    expect(canEdit(lockSubjectFor(schedule, 'a'))).toBe(false);
  });

  it('refuses an unknown id', () => {
    expect(() => lockSubjectFor(schedule, 'zz')).toThrow(/Unknown line item zz/);
  });
});
