// Line items for the unit tests of lib/domain: a leaf with nothing claimed, and random schedules
// (forests of base items, variations and materials of every kind of value) for property tests.
import fc from 'fast-check';
import type { Approval, LineItem } from './line-items';

/** A base, rate-valued, fixed, retainable leaf with nothing claimed; override what a case needs. */
export function lineItem(overrides: Partial<LineItem> & { id: string }): LineItem {
  return {
    parentId: null,
    kind: 'base',
    valueType: 'rate',
    rate: 0,
    quantity: 0,
    lumpTotal: 0,
    isProvisional: false,
    excludeRetention: false,
    onSite: false,
    approval: null,
    toDate: { by: 'value', value: 0 },
    previous: 0,
    approvedToDate: 0,
    certifiedToDate: 0,
    ...overrides,
  };
}

const approvalArb = fc.constantFrom<Approval>(null, 'pending', 'approved', 'rejected');
const moneyArb = fc.integer({ min: -1e10, max: 1e10 });
export const scheduleArb = fc
  .array(
    fc.record({
      parent: fc.nat(),
      hasParent: fc.boolean(),
      kind: fc.constantFrom('base', 'variation', 'material') as fc.Arbitrary<LineItem['kind']>,
      approval: approvalArb,
      lump: fc.boolean(),
      rate: moneyArb,
      quantity: fc.integer({ min: -1e5, max: 1e5 }),
      lumpTotal: moneyArb,
      isProvisional: fc.boolean(),
      excludeRetention: fc.boolean(),
      onSite: fc.boolean(),
      percent: fc.integer({ min: 0, max: 10_000 }),
      previous: moneyArb,
    }),
    { maxLength: 40 },
  )
  .map((rows) =>
    rows.map((row, i) =>
      lineItem({
        ...row,
        id: `i${i}`,
        // A parent always comes earlier in the list, so the rows form a forest.
        parentId: row.hasParent && i > 0 ? `i${row.parent % i}` : null,
        valueType: row.lump ? 'lump' : 'rate',
        toDate: { by: 'percent', percent: row.percent },
      }),
    ),
  );
