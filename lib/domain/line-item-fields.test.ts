import { describe, expect, it } from 'vitest';
import {
  checkedItemTotal,
  LINE_ITEM_ERRORS,
  MAX_ITEM_CENTS,
  resolveItemValues,
  totalMismatch,
} from './line-item-fields';

const rate = (rateX100: number, quantity: number) =>
  checkedItemTotal({ valueType: 'rate', rate: rateX100, quantity, lumpTotal: 0, isProvisional: false });
const lump = (lumpTotal: number) =>
  checkedItemTotal({ valueType: 'lump', rate: 0, quantity: 0, lumpTotal, isProvisional: false });

describe('checkedItemTotal (spec §5: rate × quantity, or the typed total)', () => {
  it('values rate items and lump sums', () => {
    expect(rate(8_550, 120_000)).toEqual({ ok: true, value: 10_260_000 });
    expect(rate(-1_150_00, 100)).toEqual({ ok: true, value: -115_000 });
    expect(lump(MAX_ITEM_CENTS)).toEqual({ ok: true, value: MAX_ITEM_CENTS });
  });

  it('refuses totals beyond the §9 display limit instead of losing cents', () => {
    expect(lump(MAX_ITEM_CENTS + 1)).toEqual({ ok: false, error: LINE_ITEM_ERRORS.tooLarge });
    expect(rate(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toEqual({
      ok: false,
      error: LINE_ITEM_ERRORS.tooLarge,
    });
  });
});

describe('resolveItemValues (spec §5: total is rate × quantity, or typed for a lump sum)', () => {
  const lumpItem = { valueType: 'lump' as const, quantity: null, rate: null, total: 5_000 };
  const rateItem = { valueType: 'rate' as const, quantity: 1_000, rate: 250, total: 2_500 };

  it.each<[string, Parameters<typeof resolveItemValues>, ReturnType<typeof resolveItemValues>]>([
    [
      'a rate makes a rate item',
      [lumpItem, { quantity: 200, rate: 1_000 }],
      { ok: true, value: { valueType: 'rate', quantity: 200, rate: 1_000, total: 2_000 } },
    ],
    [
      'a new quantity revalues a rate item',
      [rateItem, { quantity: 1_200 }],
      { ok: true, value: { ...rateItem, quantity: 1_200, total: 3_000 } },
    ],
    [
      'a cleared rate makes a lump sum',
      [rateItem, { rate: null, total: 100 }],
      { ok: true, value: { valueType: 'lump', quantity: 1_000, rate: null, total: 100 } },
    ],
    [
      'a typed total makes a lump sum',
      [rateItem, { total: 700 }],
      { ok: true, value: { valueType: 'lump', quantity: 1_000, rate: null, total: 700 } },
    ],
    ['an emptied total is 0', [lumpItem, { total: null }], { ok: true, value: { ...lumpItem, total: 0 } }],
    ['nothing given keeps everything', [lumpItem, {}], { ok: true, value: lumpItem }],
    [
      'an explicit lump type',
      [rateItem, { valueType: 'lump' }],
      { ok: true, value: { valueType: 'lump', quantity: 1_000, rate: null, total: 2_500 } },
    ],
    [
      'a matching total is fine',
      [lumpItem, { quantity: 200, rate: 1_000, total: 2_000 }],
      { ok: true, value: { valueType: 'rate', quantity: 200, rate: 1_000, total: 2_000 } },
    ],
    [
      'a total that disagrees',
      [lumpItem, { quantity: 200, rate: 1_000, total: 1 }],
      { ok: false, errors: [{ field: 'total', message: totalMismatch(2_000) }] },
    ],
    [
      'a rate without a quantity',
      [lumpItem, { rate: 100 }],
      { ok: false, errors: [{ field: 'quantity', message: LINE_ITEM_ERRORS.rateNeedsQty }] },
    ],
    [
      'a rate type without a rate',
      [lumpItem, { valueType: 'rate', quantity: 100 }],
      { ok: false, errors: [{ field: 'rate', message: 'Enter a rate' }] },
    ],
    [
      'a lump sum too large',
      [lumpItem, { total: MAX_ITEM_CENTS + 1 }],
      { ok: false, errors: [{ field: 'total', message: LINE_ITEM_ERRORS.tooLarge }] },
    ],
    [
      'a product too large',
      [lumpItem, { quantity: MAX_ITEM_CENTS, rate: MAX_ITEM_CENTS }],
      { ok: false, errors: [{ field: 'total', message: LINE_ITEM_ERRORS.tooLarge }] },
    ],
  ])('%s', (_label, args, expected) => {
    expect(resolveItemValues(...args)).toEqual(expected);
  });
});
