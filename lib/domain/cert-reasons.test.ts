import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  certReasonErrors,
  certReasonStates,
  certifiedPercent,
  certifiedValue,
  needsReason,
  type CertLine,
  type CertReasonStatus,
} from './cert-reasons';
import type { Approval } from './line-items';

/** A $20,000 lump-sum line claimed at $10,000 and certified at the same value unless overridden. */
const line = (overrides: Partial<CertLine> & { id: string }): CertLine => ({
  parentId: null,
  valueType: 'lump',
  rate: 0,
  quantity: 100,
  lumpTotal: 2_000_000,
  isProvisional: false,
  approval: null,
  claimedToDate: 1_000_000,
  certified: { by: 'value', value: 1_000_000 },
  reason: null,
  ...overrides,
});

describe('certified value and percent (spec §3 cert_value / cert_percent / cert_qty)', () => {
  it.each<[string, Partial<CertLine>, number, number]>([
    ['hand: typed $10,000 of $20,000 = 50%', {}, 1_000_000, 5000],
    ['hand: 40% of $20,000 = $8,000', { certified: { by: 'percent', percent: 4000 } }, 800_000, 4000],
    [
      'hand: 3 m × $12.34 = $37.02 of 10 m = 30%',
      { valueType: 'rate', rate: 1234, quantity: 1000, certified: { by: 'qty', qty: 300 } },
      3702,
      3000,
    ],
    ['spec §5: a zero line is certified at 0 unless provisional', { lumpTotal: 0 }, 0, 0],
  ])('%s', (_source, overrides, value, percent) => {
    const l = line({ id: 'x', ...overrides });
    expect(certifiedValue(l)).toBe(value);
    expect(certifiedPercent(l)).toBe(percent);
  });
});

describe('needsReason (spec §4 cert reason, §5; CCA 2002 s21)', () => {
  const reduced = { by: 'value', value: 800_000 } as const;
  it.each<[string, Approval, CertLine['certified'], number, boolean]>([
    ['pending, certified = claimed', 'pending', { by: 'value', value: 1_000_000 }, 1_000_000, false],
    ['pending, certified ≠ claimed', 'pending', reduced, 1_000_000, true],
    ['approved, certified ≠ claimed', 'approved', reduced, 1_000_000, true],
    [
      'approved, certified more than claimed also differs',
      'approved',
      { by: 'value', value: 1_200_000 },
      1_000_000,
      true,
    ],
    [
      'base item (no approval), reduced: s21 wants reasons for any difference',
      null,
      reduced,
      1_000_000,
      true,
    ],
    ['rejected with a claim', 'rejected', { by: 'value', value: 0 }, 1_000_000, true],
    ['rejected with nothing claimed', 'rejected', { by: 'value', value: 0 }, 0, false],
  ])('%s → %s', (_source, approval, certified, claimedToDate, expected) => {
    expect(needsReason(line({ id: 'x', approval, certified, claimedToDate }))).toBe(expected);
  });
});

describe('certReasonStates and certReasonErrors', () => {
  // Worked example: one line certified at 40% ($8,000) against a $10,000 claim.
  const lines = [
    line({ id: 'P', lumpTotal: 0 }),
    line({ id: 'framing', parentId: 'P', certified: { by: 'percent', percent: 4000 } }),
    line({ id: 'roofing', parentId: 'P' }),
  ];

  it('a reduced line with no reason is an error, and so is its parent', () => {
    const states = certReasonStates(lines);
    expect(Object.fromEntries(states)).toEqual({ P: 'error', framing: 'error', roofing: 'empty' });
    expect(certReasonErrors(lines).map((l) => l.id)).toEqual(['framing']);
  });

  it.each([
    ['   ', 'error'],
    ['Framing to level 2 incomplete', 'reason'],
  ])('with reason %j the line is %s and nothing else blocks issue', (reason, state) => {
    const withReason = lines.map((l) => (l.id === 'framing' ? { ...l, reason } : l));
    expect(certReasonStates(withReason).get('P')).toBe(state);
    expect(certReasonErrors(withReason).length).toBe(state === 'error' ? 1 : 0);
  });

  it("a parent's own reason and values are ignored: its state comes from its children", () => {
    const parentOnly = [line({ id: 'P', reason: 'ignored', certified: { by: 'value', value: 1 } }), line({ id: 'c', parentId: 'P' })]; // prettier-ignore
    expect(certReasonStates(parentOnly).get('P')).toBe('empty');
  });

  it('property: a parent is error if any child is, else reason if any child is, else empty', () => {
    const status = fc.constantFrom<CertReasonStatus>('empty', 'error', 'reason');
    const childOf = (s: CertReasonStatus, i: number) =>
      line({
        id: `c${i}`,
        parentId: 'P',
        certified: { by: 'value', value: s === 'empty' ? 1_000_000 : 0 },
        reason: s === 'reason' ? 'short' : null,
      });
    fc.assert(
      fc.property(fc.array(status, { minLength: 1, maxLength: 8 }), (children) => {
        const states = certReasonStates([line({ id: 'P' }), ...children.map(childOf)]);
        const expected = children.includes('error')
          ? 'error'
          : children.includes('reason')
            ? 'reason'
            : 'empty';
        expect(states.get('P')).toBe(expected);
        children.forEach((s, i) => expect(states.get(`c${i}`)).toBe(s));
      }),
    );
  });
});
