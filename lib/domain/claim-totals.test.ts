import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CIS_RATE,
  REVERSE_CHARGE_STATEMENT,
  computeClaimTotals,
  previousNetToDate,
  priorDocumentFigures,
  type CisStatus,
  type ClaimTotalsInput,
  type LessPrevious,
} from './claim-totals';
import { buildSchedule, type LineItem, type LineItemKind, type ProgressEntry } from './line-items';
import { scheduleArb } from './line-items.test-support';
import type { RetentionType } from './retention';
import { retentionSettings } from './retention.test-support';

const $ = (dollars: number) => Math.round(dollars * 100);

/** A root lump-sum item of `total` dollars with its to-date entry. */
function lump(
  id: string,
  kind: LineItemKind,
  total: number,
  toDate: ProgressEntry,
  extra: Partial<LineItem> = {},
) {
  return {
    id,
    parentId: null,
    kind,
    valueType: 'lump',
    rate: 0,
    quantity: 100,
    lumpTotal: $(total),
    isProvisional: false,
    excludeRetention: false,
    onSite: true,
    approval: kind === 'variation' ? 'approved' : null,
    toDate,
    previous: 0,
    approvedToDate: 0,
    certifiedToDate: 0,
    ...extra,
  } satisfies LineItem;
}

const retention = retentionSettings({ type: 'contract', firstBps: 1000, maximum: 500 });

// The worked example: an NZ claim, GST 15%, retention 10% capped at 5% of the contract value.
const claimItems: LineItem[] = [
  lump('A', 'base', 100_000, { by: 'percent', percent: 6000 }), // 60% of $100,000 = $60,000
  { ...lump('B', 'base', 0, { by: 'qty', qty: 15_000 }), valueType: 'rate', rate: $(50), quantity: 40_000 }, // 150 m × $50 = $7,500 of 400 m × $50 = $20,000
  lump('V1', 'variation', 10_000, { by: 'percent', percent: 10_000 }), // approved: $10,000
  lump('V2', 'variation', 5_000, { by: 'value', value: $(5_000) }, { approval: 'pending' }), // not counted
  lump('M1', 'material', 2_500, { by: 'value', value: $(2_500) }), // on site
];

const nzClaim: ClaimTotalsInput = {
  items: claimItems,
  certifyPendingVariation: false,
  retention: { settings: retention, asOf: '2026-11-30' },
  previous: { gross: $(50_000), retained: $(5_000), pcdReleased: 0, dlpReleased: 0 },
  lessPrevious: { option: 'claimed' },
  gstPercent: 15,
  cisStatus: null,
  labourElementThisClaim: 0,
  domesticReverseCharge: false,
};

describe('computeClaimTotals', () => {
  it('worked example: NZ claim with GST 15% (every figure a hand calculation)', () => {
    const totals = computeClaimTotals(nzClaim);
    expect(totals).toMatchObject({
      baseToDate: $(67_500), // 60,000 + 7,500
      variationsToDate: $(10_000), // V2 pending, certify_pending_variation off
      materialsOnSiteToDate: $(2_500),
      materialsOffSiteToDate: 0,
      materialsToDate: $(2_500),
      grossToDate: $(80_000),
      grossThisClaim: $(30_000), // 80,000 − 50,000
      contractValue: $(130_000), // base 120,000 + approved variations 10,000
      retainableToDate: $(80_000),
      lessRetention: $(6_500), // 10% × 80,000 = 8,000 → cap 5% × 130,000 = 6,500
      plusReleases: 0, // no PCD yet
      netToDate: $(73_500), // 80,000 − 6,500
      previousNetToDate: $(45_000), // 50,000 − 5,000
      lessPrevious: $(45_000),
      netThisClaim: $(28_500),
      gst: $(4_275), // 15% × 28,500
      totalInclGst: $(32_775),
      reverseChargeStatement: null,
      cisDeduction: 0,
      amountDue: $(32_775),
    });
    expect(totals.retention.retainedThisClaim).toBe($(1_500)); // 6,500 − 5,000
  });

  it('a custom previous figure replaces the previous net (spec §4 previous options)', () => {
    const totals = computeClaimTotals({ ...nzClaim, lessPrevious: { option: 'custom', amount: $(40_000) } });
    expect(totals).toMatchObject({
      lessPreviousOption: 'custom',
      lessPrevious: $(40_000),
      netThisClaim: $(33_500),
    });
  });

  // Spec §3 Contract claim_less_paid_to_date, Claim previous_paid_to_date: the worked example's net
  // to date is $73,500 (80,000 − 6,500 retention); each row is that less the option's deduction.
  it.each([
    ['claimed: the previous claim’s net (50,000 − 5,000)', { option: 'claimed' }, $(45_000), $(28_500)],
    ['custom: the figure typed', { option: 'custom', amount: $(40_000) }, $(40_000), $(33_500)],
    [
      'paid_to_date: the payments recorded to date',
      { option: 'paid_to_date', amount: $(41_250.55) },
      $(41_250.55),
      $(32_249.45),
    ],
    [
      'paid_to_date with nothing paid yet: the whole net to date',
      { option: 'paid_to_date', amount: 0 },
      0,
      $(73_500),
    ],
  ] as const)('less previous %s', (_, lessPrevious, deducted, netThisClaim) => {
    const totals = computeClaimTotals({ ...nzClaim, lessPrevious });
    expect(totals).toMatchObject({
      lessPreviousOption: lessPrevious.option,
      netToDate: $(73_500),
      lessPrevious: deducted,
      netThisClaim,
      // GST on the net this claim (15%), whichever option gave it.
      gst: Math.round(netThisClaim * 0.15),
    });
    // What retention is held does not depend on what is deducted as previous.
    expect(totals.retention.retainedToDate).toBe($(6_500));
  });

  it('no retention when the claim has none (has_retention false)', () => {
    const totals = computeClaimTotals({ ...nzClaim, retention: null });
    expect(totals).toMatchObject({ lessRetention: 0, netToDate: $(80_000), netThisClaim: $(35_000) });
  });

  it('adds the releases once PCD has passed', () => {
    const settings = { ...retention, pcdDate: '2026-11-01' };
    const totals = computeClaimTotals({ ...nzClaim, retention: { settings, asOf: '2026-11-30' } });
    // hand: half of 6,500 released at PCD → net to date 80,000 − 6,500 + 3,250
    expect(totals).toMatchObject({ plusReleases: $(3_250), netToDate: $(76_750) });
  });

  it('certificate side: the same function on certified to-date entries', () => {
    const certItems = claimItems.map((item) =>
      item.id === 'A' ? { ...item, toDate: { by: 'percent', percent: 5000 } as const } : item,
    );
    const cert = computeClaimTotals({ ...nzClaim, items: certItems, lessPrevious: { option: 'certified' } });
    // hand: A certified at 50% = 50,000 → gross 70,000; retention 7,000 → cap 6,500; net 63,500 − 45,000
    expect(cert).toMatchObject({ grossToDate: $(70_000), netThisClaim: $(18_500), gst: $(2_775) });
  });

  it('UK: CIS on the labour element and the domestic reverse charge (HMRC; statutory-rules.md UK)', () => {
    const uk = computeClaimTotals({
      ...nzClaim,
      retention: null,
      previous: { gross: 0, retained: 0, pcdReleased: 0, dlpReleased: 0 },
      gstPercent: 20,
      cisStatus: 'registered',
      labourElementThisClaim: $(30_000),
      domesticReverseCharge: true,
    });
    expect(uk).toMatchObject({
      netThisClaim: $(80_000),
      gst: 0, // the customer accounts for the VAT
      reverseCharge: true,
      reverseChargeStatement: REVERSE_CHARGE_STATEMENT,
      cisRate: 2000,
      cisDeduction: $(6_000), // 20% × 30,000 labour, not × 80,000
      amountDue: $(74_000),
    });
  });

  it.each<[CisStatus, number, string]>([
    ['gross', 0, 'HMRC CIS: gross payment status'],
    ['registered', 2000, 'HMRC CIS: registered subcontractor'],
    ['unregistered', 3000, 'HMRC CIS: unregistered subcontractor'],
  ])('CIS rate for %s is %s bps (%s)', (status, rate) => {
    expect(CIS_RATE[status]).toBe(rate);
  });

  it('previous net = gross − retention + releases', () => {
    expect(previousNetToDate({ gross: 100, retained: 10, pcdReleased: 3, dlpReleased: 2 })).toBe(95);
  });
});

describe('properties', () => {
  const money = fc.integer({ min: -1e11, max: 1e11 });
  const itemArb = fc.record({
    kind: fc.constantFrom<LineItemKind>('base', 'variation', 'material'),
    total: fc.integer({ min: 0, max: 1e9 }),
    percent: fc.integer({ min: 0, max: 10_000 }),
    onSite: fc.boolean(),
  });

  it('this claim = to date − previous, and every total is the sum of its parts', () => {
    fc.assert(
      fc.property(
        fc.array(itemArb, { maxLength: 12 }),
        money,
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom<CisStatus | null>(null, 'gross', 'registered', 'unregistered'),
        fc.boolean(),
        (rows, previousGross, labour, gstPercent, cisStatus, domesticReverseCharge) => {
          const items = rows.map((r, i) =>
            lump(`i${i}`, r.kind, r.total, { by: 'percent', percent: r.percent }, r),
          );
          const t = computeClaimTotals({
            ...nzClaim,
            items,
            previous: { gross: previousGross, retained: 0, pcdReleased: 0, dlpReleased: 0 },
            gstPercent,
            cisStatus,
            labourElementThisClaim: labour,
            domesticReverseCharge,
          });
          expect(t.grossToDate).toBe(t.baseToDate + t.variationsToDate + t.materialsToDate);
          expect(t.materialsToDate).toBe(t.materialsOnSiteToDate + t.materialsOffSiteToDate);
          expect(t.grossThisClaim).toBe(t.grossToDate - previousGross);
          expect(t.netToDate).toBe(t.grossToDate - t.lessRetention + t.plusReleases);
          expect(t.netThisClaim).toBe(t.netToDate - t.lessPrevious);
          expect(t.totalInclGst).toBe(t.netThisClaim + t.gst);
          expect(t.amountDue).toBe(t.totalInclGst - t.cisDeduction);
          if (domesticReverseCharge) expect(t.gst).toBe(0);
        },
      ),
    );
  });

  it('net this claim + less previous = net to date for every less-previous option', () => {
    const lessPreviousArb = fc.oneof(
      fc.constantFrom<LessPrevious>({ option: 'claimed' }, { option: 'certified' }),
      fc.record({ option: fc.constantFrom('custom' as const, 'paid_to_date' as const), amount: money }),
    );
    fc.assert(
      fc.property(
        fc.array(itemArb, { maxLength: 8 }),
        lessPreviousArb,
        fc.record({
          gross: money,
          retained: fc.integer({ min: 0, max: 1e9 }),
          pcdReleased: fc.constant(0),
          dlpReleased: fc.constant(0),
        }),
        (rows, lessPrevious, previous) => {
          const items = rows.map((r, i) =>
            lump(`i${i}`, r.kind, r.total, { by: 'percent', percent: r.percent }, r),
          );
          const t = computeClaimTotals({ ...nzClaim, items, previous, lessPrevious });
          expect(Number.isSafeInteger(t.netThisClaim)).toBe(true);
          expect(t.netThisClaim + t.lessPrevious).toBe(t.netToDate);
          expect(t.lessPreviousOption).toBe(lessPrevious.option);
          // A given amount is deducted as given; otherwise the previous document's net to date.
          expect(t.lessPrevious).toBe(
            'amount' in lessPrevious ? lessPrevious.amount : previousNetToDate(previous),
          );
        },
      ),
    );
  });

  // A prior claim's or certificate's figures are worked out on the schedule the document was just
  // valued on (lib/server/claims/claim-figures.ts); they must be what valuing that prior document
  // on its own, with its to-date cents as every entry and nothing before it, gives.
  it('priorDocumentFigures = computeClaimTotals of the prior document on its own', () => {
    const settingsArb = fc.record({
      type: fc.constantFrom<RetentionType>('none', 'contract', 'fixed', 'scale'),
      firstBps: fc.integer({ min: 0, max: 10_000 }),
      firstAmount: fc.integer({ min: 0, max: 1e9 }),
      excessBps: fc.integer({ min: 0, max: 10_000 }),
      maximum: fc.option(fc.integer({ min: 0, max: 10_000 })),
      pcdBps: fc.integer({ min: 0, max: 10_000 }),
      pcdDate: fc.option(fc.constantFrom('2026-01-31', '2026-06-30', '2027-03-31')),
      dlpBps: fc.integer({ min: 0, max: 10_000 }),
      dlpDays: fc.integer({ min: 0, max: 400 }),
    });
    fc.assert(
      fc.property(
        scheduleArb,
        fc.boolean(),
        fc.array(fc.integer({ min: -1e10, max: 1e10 }), { maxLength: 40 }),
        fc.option(settingsArb),
        fc.constantFrom('2026-01-31', '2026-12-31', '2028-06-30'),
        (items, certifyPendingVariation, cents, settings, asOf) => {
          const prior = (id: string) => cents[Number(id.slice(1))] ?? 0;
          const retention = settings && { settings: retentionSettings(settings), asOf };
          const nothing = { gross: 0, retained: 0, pcdReleased: 0, dlpReleased: 0 };
          const alone = computeClaimTotals({
            items: items.map((item) => ({
              ...item,
              toDate: { by: 'value', value: prior(item.id) } as const,
            })),
            certifyPendingVariation,
            retention,
            previous: nothing,
            lessPrevious: { option: 'claimed' },
            gstPercent: 15,
            cisStatus: null,
            labourElementThisClaim: 0,
            domesticReverseCharge: false,
          });
          const schedule = buildSchedule(items, { certifyPendingVariation });
          expect(priorDocumentFigures(schedule, prior, retention)).toEqual({
            gross: alone.grossToDate,
            retained: alone.retention.retainedToDate,
            pcdReleased: alone.retention.pcdReleaseToDate,
            dlpReleased: alone.retention.dlpReleaseToDate,
          });
        },
      ),
    );
  });
});
