import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  approvalCounts,
  buildSchedule,
  buildTree,
  itemTotal,
  progressValue,
  toDateTotals,
  type Approval,
  type LineItem,
  type ProgressEntry,
} from './line-items';
import { sum } from './money';
import { lineItem, scheduleArb } from './line-items.test-support';

const rateItem = {
  valueType: 'rate',
  rate: 1234,
  quantity: 1000,
  lumpTotal: 0,
  isProvisional: false,
} as const;
const lumpItem = {
  valueType: 'lump',
  rate: 0,
  quantity: 400,
  lumpTotal: 100_000,
  isProvisional: false,
} as const;

describe('itemTotal and progressValue', () => {
  it.each([
    ['spec §5: rate × quantity, hand: $12.34 × 10 = $123.40', rateItem, 12_340],
    ['spec §5: a lump sum is its typed total', lumpItem, 100_000],
  ])('%s', (_source, item, expected) => {
    expect(itemTotal(item)).toBe(expected);
  });

  it.each<[string, Parameters<typeof progressValue>[0], ProgressEntry, number]>([
    ['hand: 25% of $123.40 = $30.85', rateItem, { by: 'percent', percent: 2500 }, 3085],
    ['hand: 2.5 units × $12.34 = $30.85', rateItem, { by: 'qty', qty: 250 }, 3085],
    ['hand: qty 1 of 4 on a $1,000 lump sum = $250', lumpItem, { by: 'qty', qty: 100 }, 25_000],
    ['brief: a lump sum may be claimed as a typed value', lumpItem, { by: 'value', value: 12_345 }, 12_345],
    ['hand: 33.33% of $1,000 = $333.30', lumpItem, { by: 'percent', percent: 3333 }, 33_330],
    ['spec §5: total 0 forces the value to 0', { ...lumpItem, lumpTotal: 0 }, { by: 'value', value: 500 }, 0],
    [
      'spec §5: …unless provisional (claimed at cost)',
      { ...lumpItem, lumpTotal: 0, isProvisional: true },
      { by: 'value', value: 500 },
      500,
    ],
    [
      'hand: a lump sum with no quantity has no per-unit share',
      { ...lumpItem, quantity: 0 },
      { by: 'qty', qty: 1 },
      0,
    ],
    ['spec §5: negative quantities credit', rateItem, { by: 'qty', qty: -100 }, -1234],
  ])('%s', (_source, item, entry, expected) => {
    expect(progressValue(item, entry)).toBe(expected);
  });
});

describe('approvalCounts (statutory-rules.md practice; spec setting certify_pending_variation)', () => {
  it.each<[Approval, boolean, boolean]>([
    [null, false, true],
    ['approved', false, true],
    ['pending', false, false],
    ['pending', true, true],
    ['rejected', true, false],
  ])('%s with certifyPendingVariation=%s → %s', (approval, certifyPendingVariation, expected) => {
    expect(approvalCounts(approval, { certifyPendingVariation })).toBe(expected);
  });
});

describe('buildTree', () => {
  it('links children, sets depth and orders parents first', () => {
    const tree = buildTree([
      { id: 'c', parentId: 'b' },
      { id: 'b', parentId: 'a' },
      { id: 'a', parentId: null },
    ]);
    expect(tree.roots.map((n) => n.item.id)).toEqual(['a']);
    expect(tree.topDown.map((n) => [n.item.id, n.depth])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    expect(tree.byId.get('c')?.parent?.item.id).toBe('b');
  });

  it.each<[{ id: string; parentId: string | null }[], RegExp]>([
    [
      [
        { id: 'a', parentId: null },
        { id: 'a', parentId: null },
      ],
      /Duplicate line item id a/,
    ],
    [[{ id: 'a', parentId: 'x' }], /unknown parent x/],
    [
      [
        { id: 'a', parentId: 'b' },
        { id: 'b', parentId: 'a' },
      ],
      /cycle/,
    ],
  ])('refuses bad input %#', (items, error) => {
    expect(() => buildTree(items)).toThrow(error);
  });
});

describe('buildSchedule', () => {
  // hand-built schedule; every figure below is a hand calculation from these rows.
  const items: LineItem[] = [
    lineItem({ id: 'b', valueType: 'lump', lumpTotal: 0 }),
    lineItem({
      id: 'b1',
      parentId: 'b',
      rate: 10_000,
      quantity: 1000,
      toDate: { by: 'percent', percent: 5000 },
    }),
    lineItem({ id: 'b2', parentId: 'b', valueType: 'lump', lumpTotal: 50_000, toDate: { by: 'value', value: 50_000 }, previous: 20_000, certifiedToDate: 20_000 }), // prettier-ignore
    lineItem({ id: 'v1', kind: 'variation', approval: 'approved', valueType: 'lump', lumpTotal: 30_000, toDate: { by: 'percent', percent: 10_000 }, excludeRetention: true }), // prettier-ignore
    lineItem({ id: 'v2', kind: 'variation', approval: 'pending', valueType: 'lump', lumpTotal: 7_000, toDate: { by: 'percent', percent: 10_000 } }), // prettier-ignore
    lineItem({ id: 'vm', kind: 'variation', variationType: 'multi', approval: null, valueType: 'lump' }),
    lineItem({ id: 'vm1', parentId: 'vm', kind: 'variation', approval: 'approved', valueType: 'lump', lumpTotal: 4_000, toDate: { by: 'value', value: 1_000 } }), // prettier-ignore
    lineItem({ id: 'vm2', parentId: 'vm', kind: 'variation', approval: 'rejected', valueType: 'lump', lumpTotal: 9_000, toDate: { by: 'value', value: 9_000 } }), // prettier-ignore
    lineItem({ id: 'm1', kind: 'material', onSite: true, valueType: 'lump', lumpTotal: 2_000, toDate: { by: 'value', value: 2_000 } }), // prettier-ignore
    lineItem({ id: 'm2', kind: 'material', onSite: false, valueType: 'lump', lumpTotal: 3_000, toDate: { by: 'value', value: 1_500 } }), // prettier-ignore
  ];

  it('values leaves and sums parents over their counting children (spec §5)', () => {
    const { values } = buildSchedule(items, { certifyPendingVariation: false });
    // b1: $100 × 10 = $1,000 total, 50% = $500; b2: $500 lump fully claimed, previous $200.
    expect(values.get('b')).toMatchObject({
      total: 150_000,
      toDate: 100_000,
      previous: 20_000,
      thisPeriod: 80_000,
      certifiedToDate: 20_000,
      remaining: 50_000,
      counts: true,
    });
    // The rejected child vm2 is valued but adds nothing to the multi-variation parent.
    expect(values.get('vm2')).toMatchObject({ toDate: 9_000, counts: false });
    expect(values.get('vm')).toMatchObject({ total: 4_000, toDate: 1_000, counts: true });
    expect(values.get('v2')).toMatchObject({ toDate: 7_000, counts: false });
  });

  it('rolls up by kind, materials on and off site, and the retainable value', () => {
    const { totals } = buildSchedule(items, { certifyPendingVariation: false });
    expect(totals.base.toDate).toBe(100_000);
    expect(totals.variations).toMatchObject({ total: 34_000, toDate: 31_000 }); // v1 + vm1
    expect(totals.materialsOnSite.toDate).toBe(2_000);
    expect(totals.materialsOffSite.toDate).toBe(1_500);
    expect(totals.materials).toMatchObject({ total: 5_000, toDate: 3_500 });
    expect(totals.all.toDate).toBe(134_500);
    expect(totals.retainable.toDate).toBe(104_500); // all less v1 (exclude_retention)
  });

  it('counts pending variations when the contract certifies them', () => {
    const { totals } = buildSchedule(items, { certifyPendingVariation: true });
    expect(totals.variations.toDate).toBe(38_000); // + v2 $70
  });

  it('a rejected or excluded parent takes its whole branch out', () => {
    const { totals, values } = buildSchedule(
      [
        lineItem({ id: 'p', kind: 'variation', approval: 'rejected', excludeRetention: true }),
        lineItem({ id: 'c', parentId: 'p', kind: 'variation', approval: 'approved', valueType: 'lump', lumpTotal: 5, toDate: { by: 'value', value: 5 } }), // prettier-ignore
      ],
      { certifyPendingVariation: false },
    );
    expect(values.get('c')).toMatchObject({ counts: false, retainable: false });
    expect(values.get('p')?.toDate).toBe(5);
    expect(totals.all.toDate).toBe(0);
  });
});

describe('properties', () => {
  it('parent = sum of counting children; this period = to date − previous; totals add up', () => {
    fc.assert(
      fc.property(scheduleArb, fc.boolean(), (items, certifyPendingVariation) => {
        const options = { certifyPendingVariation };
        const { tree, values, totals } = buildSchedule(items, options);
        for (const node of tree.topDown) {
          const value = values.get(node.item.id)!;
          expect(value.thisPeriod).toBe(value.toDate - value.previous);
          expect(value.remaining).toBe(value.total - value.toDate);
          if (!node.children.length) continue;
          const counting = node.children.filter((c) => approvalCounts(c.item.approval, options));
          expect(value.total).toBe(sum(counting.map((c) => values.get(c.item.id)!.total)));
          expect(value.toDate).toBe(sum(counting.map((c) => values.get(c.item.id)!.toDate)));
        }
        const roots = tree.roots.filter((r) => values.get(r.item.id)!.counts);
        expect(totals.all.toDate).toBe(sum(roots.map((r) => values.get(r.item.id)!.toDate)));
        expect(totals.all.total).toBe(
          sum([totals.base.total, totals.variations.total, totals.materials.total]),
        );
        expect(totals.materials.toDate).toBe(
          sum([totals.materialsOnSite.toDate, totals.materialsOffSite.toDate]),
        );
      }),
    );
  });

  it('toDateTotals of prior to-date cents = buildSchedule of the same items with those cents entered', () => {
    fc.assert(
      fc.property(
        scheduleArb,
        fc.boolean(),
        fc.array(fc.integer({ min: -1e10, max: 1e10 }), { maxLength: 40 }),
        (items, certifyPendingVariation, cents) => {
          const options = { certifyPendingVariation };
          const prior = (id: string) => cents[Number(id.slice(1))] ?? 0;
          const asEntered = buildSchedule(
            items.map((item) => ({ ...item, toDate: { by: 'value', value: prior(item.id) } as const })),
            options,
          );
          expect(toDateTotals(buildSchedule(items, options), prior)).toEqual({
            all: asEntered.totals.all.toDate,
            retainable: asEntered.totals.retainable.toDate,
          });
        },
      ),
    );
  });
});
