import { describe, expect, it } from 'vitest';
import { retentionSettings } from '@/lib/domain/retention.test-support';
import type { LiveInputs } from '@/lib/domain/live-inputs';
import { claimLiveTotals, savedEntry, totalsJsonOf, type ClaimSettings } from './live-totals';
import { claimItem } from './document-fixtures.test-support';
import type { ClaimRead } from '../claims/claim-json';

// A parent of two lines — 10 units at $10.00 ($100.00) and a $50.00 lump sum — and a variation.
const items = [
  claimItem({
    id: 'p',
    has_children: true,
    claim_option: null,
    claimed_percent: null,
    contract_value: 15_000,
  }),
  claimItem({
    id: 'a',
    parent_id: 'p',
    depth: 1,
    value_type: 'rate',
    rate: 1_000,
    quantity: 1_000,
    contract_value: 10_000,
  }),
  claimItem({ id: 'b', parent_id: 'p', depth: 1, contract_value: 5_000, exclude_retention: true }),
  claimItem({ id: 'v', kind: 'variation', approval_status: 'pending', contract_value: 2_000, counts: false }),
];
const read = {
  items,
  contract: { certify_pending_variation: false, gst: 15 },
  claim: { claim_to: '2026-12-31', cis_status: 'not_applicable', domestic_reverse_charge: false },
} as unknown as Pick<ClaimRead, 'items' | 'contract' | 'claim'>;

const FIVE_PERCENT = retentionSettings({ type: 'fixed', firstBps: 500, firstAmount: 1_000_000 });
const inputs: LiveInputs = {
  retention: FIVE_PERCENT,
  previous: {
    claimed: {
      figures: { gross: 4_000, retained: 200, pcdReleased: 0, dlpReleased: 0 },
      items: { a: 4_000 },
    },
    certified: {
      figures: { gross: 3_000, retained: 150, pcdReleased: 0, dlpReleased: 0 },
      items: { a: 3_000 },
    },
  },
  positionDate: null,
  paidToDate: 0,
};
const settings: ClaimSettings = {
  hasRetention: true,
  lessPreviousOption: 'claimed',
  customPrevious: null,
  labourElement: 0,
};

describe('the editor’s live figures', () => {
  it('values typed entries and sums each parent from its children at once', () => {
    const entries = new Map([
      ['a', { by: 'qty' as const, qty: 600 }], // 6 units = $60.00
      ['b', { by: 'value' as const, value: 2_500 }],
    ]);
    const t = claimLiveTotals({ read, entries, settings, inputs });
    expect(t.schedule.values.get('a')).toMatchObject({ toDate: 6_000, previous: 4_000, thisPeriod: 2_000 });
    expect(t.schedule.values.get('p')).toMatchObject({ total: 15_000, toDate: 8_500, remaining: 6_500 });
    // The pending variation is valued but not counted.
    expect(t.grossToDate).toBe(8_500);
  });

  it('takes retention on retainable lines, deducts the previous claim and adds GST', () => {
    const entries = new Map([['a', { by: 'percent' as const, percent: 10_000 }]]);
    const t = claimLiveTotals({ read, entries, settings, inputs });
    expect(t.retention.retainedToDate).toBe(500); // 5% of $100.00; item b is excluded
    expect(t.netToDate).toBe(9_500);
    expect(t.lessPrevious).toBe(3_800); // $40.00 − $2.00 retained
    expect(t.netThisClaim).toBe(5_700);
    expect(t.gst).toBe(855);
    expect(t.totalInclGst).toBe(6_555);
  });

  it('values a certificate at the later position it follows, so a release made since stands (ledger.ts valuationDate)', () => {
    const entries = new Map([['a', { by: 'percent' as const, percent: 10_000 }]]);
    const released = { ...FIVE_PERCENT, pcdDate: '2027-01-10', pcdBps: 5000 };
    const at = (positionDate: string | null) =>
      claimLiveTotals({ read, entries, settings, inputs: { ...inputs, retention: released, positionDate } })
        .retention;
    // The period ends 31 Dec 2026, before PCD: nothing released on its own date.
    expect(at(null)).toMatchObject({ retainedToDate: 500, pcdReleaseToDate: 0 });
    expect(at('2026-12-15')).toMatchObject({ pcdReleaseToDate: 0 });
    // The position it follows was valued at 15 Jan 2027, after PCD: half released, as there.
    expect(at('2027-01-15')).toMatchObject({ retainedToDate: 500, pcdReleaseToDate: 250, heldToDate: 250 });
  });

  it('follows the claim settings: no retention, the previous certificate, a custom amount', () => {
    const entries = new Map([['a', { by: 'percent' as const, percent: 10_000 }]]);
    const noRetention = claimLiveTotals({
      read,
      entries,
      settings: { ...settings, hasRetention: false },
      inputs,
    });
    expect(noRetention.lessRetention).toBe(0);
    const certified = claimLiveTotals({
      read,
      entries,
      settings: { ...settings, lessPreviousOption: 'certified' },
      inputs,
    });
    expect(certified.schedule.values.get('a')!.previous).toBe(3_000);
    expect(certified.lessPrevious).toBe(2_850);
    const custom = claimLiveTotals({
      read,
      entries,
      settings: { ...settings, lessPreviousOption: 'custom', customPrevious: 1_234 },
      inputs,
    });
    expect(custom.lessPrevious).toBe(1_234);
    expect(custom.schedule.values.get('a')!.previous).toBe(4_000);
  });

  it('starts from the saved entries and prints totals in the read answer’s shape', () => {
    expect(savedEntry(claimItem({ id: 'x', claim_option: 'qty', claimed_qty: 250 }))).toEqual({
      by: 'qty',
      qty: 250,
    });
    expect(savedEntry(claimItem({ id: 'x', claim_option: 'value', to_date: 99 }))).toEqual({
      by: 'value',
      value: 99,
    });
    const t = claimLiveTotals({ read, entries: new Map(), settings, inputs });
    const json = totalsJsonOf(t);
    expect(json).toMatchObject({
      gross_to_date: t.grossToDate,
      net_this_claim: t.netThisClaim,
      total_incl_gst: t.totalInclGst,
      less_previous_option: 'claimed',
      base: { contract_value: 15_000, previous: 4_000, to_date: 0 },
      retention: { retained_to_date: 0, retained_this_claim: -200 },
    });
  });
});

describe('a long schedule', () => {
  // How fast is the bench's business (npm run bench); here, that 2,000 lines value correctly at all.
  it('values 2,000 lines, rolling a child up into its parent', () => {
    const many = Array.from({ length: 2_000 }, (_, i) =>
      claimItem({
        id: `i${i}`,
        parent_id: i % 10 === 0 ? null : `i${i - (i % 10)}`,
        has_children: i % 10 === 0,
        contract_value: 10_000,
      }),
    );
    const big = { ...read, items: many } as typeof read;
    const t = claimLiveTotals({
      read: big,
      entries: new Map([['i1', { by: 'percent', percent: 5_000 }]]),
      settings,
      inputs,
    });
    expect(t.schedule.values.get('i0')!.toDate).toBe(5_000);
  });
});
