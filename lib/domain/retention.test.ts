import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  computeRetention,
  dlpEndDate,
  retentionCap,
  retentionToDate,
  type RetentionSettings,
  type RetentionType,
} from './retention';
import { retentionSettings } from './retention.test-support';

const NO_RELEASE = {
  pcdBps: 0,
  pcdDate: null,
  releaseDlpType: 'days',
  dlpBps: 0,
  dlpDays: 0,
  dlpDate: null,
} as const;

const settings = (overrides: Partial<RetentionSettings>) =>
  retentionSettings({ ...NO_RELEASE, ...overrides });

const $ = (dollars: number) => Math.round(dollars * 100);

/** NZS 3910 default: 10% of the first $200,000, 5% of the next $800,000, 1.75% beyond, max $200,000. */
const NZS_3910 = settings({
  type: 'scale',
  firstBps: 1000,
  firstAmount: $(200_000),
  firstNextBps: 500,
  firstNextAmount: $(800_000),
  excessBps: 175,
  maximum: $(200_000),
});

describe('scale (of_the_first): NZS 3910 default (statutory-rules.md, Practice)', () => {
  it.each([
    [0, 0, 'nothing retainable'],
    [150_000, 15_000, 'hand: 10% × 150,000'],
    [200_000, 20_000, 'hand: 10% × 200,000 (first tier full)'],
    [500_000, 35_000, 'hand: 20,000 + 5% × 300,000'],
    [1_000_000, 60_000, 'hand: 20,000 + 40,000'],
    [1_500_000, 68_750, 'hand: 20,000 + 40,000 + 1.75% × 500,000'],
    [9_000_000, 200_000, 'hand: 60,000 + 1.75% × 8,000,000 = 200,000, the cap exactly'],
    [20_000_000, 200_000, 'hand: 60,000 + 332,500 → capped at 200,000'],
    [123_456.78, 12_345.68, 'hand: 10% × 123,456.78 = 12,345.678 → 12,345.68'],
    [1_000_000.01, 60_000, 'hand: 60,000 + 1.75% × 0.01 = 60,000.000175 → 60,000.00'],
    [-50_000, 0, 'a negative retainable value retains nothing'],
  ])('$%s retainable → $%s (%s)', (retainable, expected) => {
    expect(retentionToDate(NZS_3910, $(retainable), 0)).toBe($(expected));
  });

  it('uses all three "next" tiers then the excess (spec §9: up to three tiers)', () => {
    const fiveTiers = settings({
      type: 'scale',
      firstBps: 1000,
      firstAmount: $(100_000),
      firstNextBps: 800,
      firstNextAmount: $(100_000),
      secondNextBps: 600,
      secondNextAmount: $(100_000),
      thirdNextBps: 400,
      thirdNextAmount: $(100_000),
      excessBps: 200,
    });
    // hand: 10,000 + 8,000 + 6,000 + 4,000 + 2% × 100,000 = 30,000; no maximum.
    expect(retentionToDate(fiveTiers, $(500_000), 0)).toBe($(30_000));
  });
});

describe('contract, fixed and none', () => {
  const contract = settings({ type: 'contract', firstBps: 1000, maximum: 500 });
  const fixed = settings({ type: 'fixed', firstBps: 500, firstAmount: $(25_000) });
  it.each<[string, RetentionSettings, number, number, number]>([
    ['hand: 10% × 400,000 = 40,000 < 5% × 1,000,000', contract, 400_000, 1_000_000, 40_000],
    ['hand: 10% × 700,000 = 70,000 → cap 5% × 1,000,000', contract, 700_000, 1_000_000, 50_000],
    ['hand: no maximum → 10% × 700,000', { ...contract, maximum: null }, 700_000, 1_000_000, 70_000],
    ['hand: a 0 maximum means no maximum', { ...contract, maximum: 0 }, 700_000, 1_000_000, 70_000],
    ['hand: 5% × 300,000 = 15,000 < 25,000', fixed, 300_000, 0, 15_000],
    ['hand: 5% × 600,000 = 30,000 → fixed cap 25,000', fixed, 600_000, 0, 25_000],
    ['spec §4: no_retention', settings({ type: 'none', firstBps: 1000 }), 600_000, 0, 0],
  ])('%s', (_source, rule, retainable, contractValue, expected) => {
    expect(retentionToDate(rule, $(retainable), $(contractValue))).toBe($(expected));
  });

  it('caps nothing without retention or on a negative contract value', () => {
    expect(retentionCap(settings({ type: 'none' }), 0)).toBeNull();
    expect(retentionCap(contract, -$(5))).toBeNull(); // a negative contract value caps nothing
  });
});

describe('releases at PCD and at the end of the DLP', () => {
  const fifty = settings({
    type: 'fixed',
    firstBps: 1000,
    pcdBps: 5000,
    pcdDate: '2026-06-30',
    dlpBps: 5000,
    dlpDays: 365,
  });
  const previous = { retained: $(5_000), pcdReleased: 0, dlpReleased: 0 };
  const at = (asOf: string, retainable = $(68_750 * 10)) =>
    computeRetention({ settings: fifty, retainableToDate: retainable, contractValue: 0, asOf, previous });

  it('dlp end = PCD + dlpdays calendar days, or the given date', () => {
    expect(dlpEndDate(fifty)).toBe('2027-06-30');
    expect(dlpEndDate({ ...fifty, releaseDlpType: 'date', dlpDate: '2027-01-31' })).toBe('2027-01-31');
    expect(dlpEndDate({ ...fifty, pcdDate: null })).toBeNull();
    expect(() => dlpEndDate({ ...fifty, pcdDate: '2026-02-30' })).toThrow(/Invalid PCD date/);
  });

  it.each([
    ['2026-06-29', 0, 0, 68_750, 'before PCD: nothing released'],
    ['2026-06-30', 34_375, 0, 34_375, 'statutory-rules.md: half at PCD (on the day)'],
    ['2027-06-29', 34_375, 0, 34_375, 'still inside the DLP'],
    ['2027-06-30', 34_375, 34_375, 0, 'the rest at the end of the DLP'],
  ])('as of %s: PCD %s, DLP %s, held %s (%s)', (asOf, pcd, dlp, held) => {
    expect(at(asOf)).toMatchObject({
      retainedToDate: $(68_750),
      retainedThisClaim: $(63_750),
      pcdReleaseToDate: $(pcd),
      dlpReleaseToDate: $(dlp),
      releasedToDate: $(pcd + dlp),
      releasedThisClaim: $(pcd + dlp),
      heldToDate: $(held),
    });
  });

  it('never releases more than was retained: 50% + 50% of 101 cents is 51 + 50', () => {
    const position = at('2028-01-01', 1010);
    expect(position).toMatchObject({
      retainedToDate: 101,
      pcdReleaseToDate: 51,
      dlpReleaseToDate: 50,
      heldToDate: 0,
    });
  });

  it('this claim releases = to date − previously released', () => {
    const later = computeRetention({
      settings: fifty,
      retainableToDate: $(687_500),
      contractValue: 0,
      asOf: '2027-07-01',
      previous: { retained: $(68_750), pcdReleased: $(34_375), dlpReleased: 0 },
    });
    expect(later).toMatchObject({
      retainedThisClaim: 0,
      pcdReleaseThisClaim: 0,
      dlpReleaseThisClaim: $(34_375),
      releasedThisClaim: $(34_375),
    });
  });
});

describe('properties', () => {
  const bps = fc.integer({ min: 0, max: 10_000 });
  const amount = fc.integer({ min: 0, max: 1e13 });
  const rule = fc.record({
    type: fc.constantFrom<RetentionType>('none', 'contract', 'fixed', 'scale'),
    firstBps: bps,
    firstAmount: amount,
    firstNextBps: bps,
    firstNextAmount: amount,
    secondNextBps: bps,
    secondNextAmount: amount,
    thirdNextBps: bps,
    thirdNextAmount: amount,
    excessBps: bps,
    // `maximum` is bps for the contract type and cents for the scale.
    maximum: fc.option(fc.integer({ min: 0, max: 1e13 })),
    maximumBps: fc.option(bps),
    pcdBps: bps,
    dlpBps: bps,
  });

  it('0 ≤ retention ≤ its cap; releases stay within it; this claim = to date − previous', () => {
    fc.assert(
      fc.property(
        rule,
        fc.integer({ min: -1e13, max: 1e13 }),
        amount,
        amount,
        (r, retainable, contractValue, prev) => {
          const { maximumBps, ...fields } = r;
          const maximum = r.type === 'contract' ? maximumBps : r.maximum;
          const s = settings({ ...fields, maximum, pcdDate: '2026-01-01', dlpDays: 10 });
          const position = computeRetention({
            settings: s,
            retainableToDate: retainable,
            contractValue,
            asOf: '2026-12-31',
            previous: { retained: prev, pcdReleased: 0, dlpReleased: 0 },
          });
          const cap = retentionCap(s, contractValue);
          expect(position.retainedToDate).toBeGreaterThanOrEqual(0);
          if (cap !== null) expect(position.retainedToDate).toBeLessThanOrEqual(cap);
          expect(position.releasedToDate).toBeLessThanOrEqual(position.retainedToDate);
          expect(position.pcdReleaseToDate + position.dlpReleaseToDate).toBe(position.releasedToDate);
          expect(position.heldToDate).toBeGreaterThanOrEqual(0);
          expect(position.retainedThisClaim).toBe(position.retainedToDate - prev);
        },
      ),
    );
  });
});
