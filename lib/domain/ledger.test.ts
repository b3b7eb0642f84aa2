// The ledger rule (ledger.ts): worked examples from the out-of-order sequences seen on demo contract
// SC-014-03 (issue 11) and across practical completion (issue 28), and properties over random
// sequences of serving, certifying and issuing, with practical completion, the end of the defects
// period and a GST rate change falling anywhere in them.
// Practice: claims and certificates are cumulative, "this" = to date − previous
// (../shared/domain/statutory-rules.md, Practice); a payment schedule answers one claim (CCA s21).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeClaimTotals, type ClaimTotals, type PreviousFigures } from './claim-totals';
import {
  answersEarlierClaim,
  linesBelowPosition,
  negativeScheduleRefusal,
  raiseToPosition,
  startingLines,
  valuationDate,
  valuationNote,
} from './ledger';
import type { LineItem } from './line-items';
import type { Cents } from './money';
import { retentionToDate, type RetentionSettings } from './retention';
import { retentionSettings } from './retention.test-support';

const $ = (dollars: number): Cents => Math.round(dollars * 100);
const lines = (entries: Record<string, number>) =>
  new Map(Object.entries(entries).map(([k, v]) => [k, $(v)]));

describe('answersEarlierClaim', () => {
  it.each([
    { claim: 2, newest: null, earlier: false, why: 'nothing certified yet' },
    { claim: 2, newest: 1, earlier: false, why: 'the next claim in order' },
    { claim: 2, newest: 2, earlier: false, why: 'the claim already certified once (a re-certificate)' },
    { claim: 2, newest: 7, earlier: true, why: 'claim 2 after the certificate for claim 7' },
  ])('claim $claim with newest certified $newest: $why', ({ claim, newest, earlier }) => {
    expect(answersEarlierClaim(claim, newest)).toBe(earlier);
  });
});

describe('worked example: SC-014-03, claim 2 certified after claims 3 and 4', () => {
  // Certified to date after the certificate for claim 4 (issued last) and claimed to date in claim 2.
  const position = lines({ framing: 200_000, doors: 100_000 });
  const claim2 = lines({ framing: 150_000, doors: 30_000 });

  it('starts each line at what is already certified, so it schedules nothing until added to', () => {
    expect(startingLines(claim2, position, true)).toEqual(position);
  });

  it('a certificate for the latest claim starts at what was claimed', () => {
    expect(startingLines(claim2, position, false)).toEqual(claim2);
  });

  it('a draft started on claim 2 before the later certificates would reduce them: named line by line', () => {
    expect(linesBelowPosition(claim2, position)).toEqual([
      { lineItemId: 'framing', certified: $(150_000), alreadyCertified: $(200_000) },
      { lineItemId: 'doors', certified: $(30_000), alreadyCertified: $(100_000) },
    ]);
  });

  it('raising keeps what was added above the position and lifts the rest to it', () => {
    const draft = lines({ framing: 150_000, doors: 120_000, extra: 5_000 });
    expect(raiseToPosition(draft, position)).toEqual(
      lines({ framing: 200_000, doors: 120_000, extra: 5_000 }),
    );
    expect(linesBelowPosition(raiseToPosition(draft, position), position)).toEqual([]);
  });
});

describe('valuationDate: a certificate is valued no earlier than the position it follows', () => {
  it.each([
    { periodEnd: '2026-10-31', position: null, valued: '2026-10-31', why: 'nothing certified before it' },
    { periodEnd: '2026-11-30', position: '2026-11-15', valued: '2026-11-30', why: 'the next claim in order' },
    {
      periodEnd: '2026-11-15',
      position: '2026-11-15',
      valued: '2026-11-15',
      why: 'a re-certificate of the same period',
    },
    {
      periodEnd: '2026-10-31',
      position: '2026-11-15',
      valued: '2026-11-15',
      why: 'claim 5 certified after claim 6',
    },
  ])('$why', ({ periodEnd, position, valued }) => {
    expect(valuationDate(periodEnd, position)).toBe(valued);
  });

  it('says why on the late certificate, and nothing on one valued at its own period end', () => {
    const note = { periodEnd: '2026-10-31', position: 'Payment Certificate 6', hasRetention: true };
    expect(valuationNote({ ...note, valuedTo: '2026-11-15' })).toBe(
      'Retention is valued as at 15 November 2026, the latest period already certified (up to Payment ' +
        "Certificate 6), not at this claim's period end of 31 October 2026: a certificate for an earlier " +
        'claim keeps every retention release already made, and retains on any work it adds at the rate in ' +
        'force on that date.',
    );
    expect(valuationNote({ ...note, valuedTo: '2026-10-31' })).toBeNull();
    expect(valuationNote({ ...note, valuedTo: '2026-11-15', hasRetention: false })).toBeNull();
  });
});

describe('worked example: across practical completion (issue 28)', () => {
  // The contract of issue 28: 10% of the first $200,000, 5% of the next $800,000; 50% released at
  // practical completion (10 Nov 2026), 50% at the end of the defects period (20 Nov 2026); one line
  // excluded from retention. Hand figures for the position certificate 6 certified (claim 6, period
  // to 15 Nov 2026): gross $420,000, of which $50,000 is excluded, so $370,000 retainable →
  // 10% × 200,000 + 5% × 170,000 = $28,500 retained, half released at PCD: $14,250 held, net to
  // date 420,000 − 28,500 + 14,250 = $405,750. (tests/integration/ledger-completion.test.ts plays
  // the whole sequence through the API.)
  const scale = retentionSettings({
    type: 'scale',
    firstBps: 1000,
    firstAmount: $(200_000),
    firstNextBps: 500,
    firstNextAmount: $(800_000),
    pcdBps: 5000,
    pcdDate: '2026-11-10',
    releaseDlpType: 'date',
    dlpBps: 5000,
    dlpDate: '2026-11-20',
  });
  const position = { retainable: $(370_000), excluded: $(50_000) };

  function certAt(asOf: string, previous: PreviousFigures) {
    return computeClaimTotals({
      items: [
        item('work', position.retainable, 0),
        { ...item('extras', position.excluded, 0), excludeRetention: true },
      ],
      certifyPendingVariation: false,
      retention: { settings: scale, asOf },
      previous,
      lessPrevious: { option: 'certified' },
      gstPercent: 15,
      cisStatus: null,
      labourElementThisClaim: 0,
      domesticReverseCharge: false,
    });
  }
  const cert6 = certAt('2026-11-15', NOTHING);
  const after6: PreviousFigures = {
    gross: cert6.grossToDate,
    retained: cert6.retention.retainedToDate,
    pcdReleased: cert6.retention.pcdReleaseToDate,
    dlpReleased: 0,
  };

  it('certificate 6 (after PCD) holds half the $28,500 retained', () => {
    expect(cert6.retention).toMatchObject({
      retainedToDate: $(28_500),
      pcdReleaseToDate: $(14_250),
      heldToDate: $(14_250),
    });
    expect(cert6.netToDate).toBe($(405_750));
  });

  it('certificate 5, valued at its own period end (31 Oct), would take the release back: the defect', () => {
    const wrong = certAt('2026-10-31', after6);
    expect(wrong.netThisClaim).toBe(-$(14_250));
    expect(wrong.totalInclGst).toBe(-$(16_387.5));
  });

  it('certificate 5, valued at the position’s date, schedules $0.00 and keeps the release', () => {
    const cert5 = certAt(valuationDate('2026-10-31', '2026-11-15'), after6);
    expect(cert5.netThisClaim).toBe(0);
    expect(cert5.totalInclGst).toBe(0);
    expect(cert5.netToDate).toBe($(405_750));
    expect(cert5.retention.heldToDate).toBe($(14_250));
  });
});

describe('negativeScheduleRefusal', () => {
  const money = (c: Cents) => `$${(c / 100).toFixed(2)}`;
  const reduced = [{ name: '2.1 Framing', reasoned: true }];
  it.each([
    { scheduled: 0, earlier: true, reduced: [], refused: null, why: 'nothing scheduled is not negative' },
    { scheduled: 500, earlier: false, reduced: [], refused: null, why: 'a positive amount' },
    {
      scheduled: -100,
      earlier: false,
      reduced,
      refused: null,
      why: 'the latest claim reduced on purpose, with reasons',
    },
    {
      scheduled: -100,
      earlier: true,
      reduced,
      refused: 'This certificate would schedule $-1.00. A certificate for an earlier claim can add',
      why: 'an earlier claim’s certificate never takes back',
    },
    {
      scheduled: -100,
      earlier: false,
      reduced: [],
      refused: 'This certificate would schedule $-1.00, yet no line is certified below',
      why: 'negative with no line reduced (retention, a typed previous)',
    },
    {
      scheduled: -100,
      earlier: false,
      reduced: [...reduced, { name: '3.1 Doors', reasoned: false }],
      refused:
        'This certificate would schedule $-1.00: it reduces what was certified before, so each reduced line needs its reason (3.1 Doors).',
      why: 'a reduced line without its reason',
    },
  ])('$why', ({ refused, ...input }) => {
    const answer = negativeScheduleRefusal(input, money);
    if (refused === null) expect(answer).toBeNull();
    else expect(answer).toContain(refused);
  });
});

// ───────────── properties over random sequences ─────────────

const ITEMS = ['a', 'b', 'c'] as const;
/** Line c is excluded from retention (a provisional sum, say). */
const EXCLUDED = 'c';
const CONTRACT_VALUE: Cents = $(100_000);

/** 14-day claim periods: claim k (from 0) ends on day 14 × (k + 1) of 2026. */
const periodEnd = (k: number) => new Date(Date.UTC(2026, 0, 1 + 14 * (k + 1))).toISOString().slice(0, 10);
/** A date `days` after claim k's period end (negative: before it). */
const near = (k: number, days: number) =>
  new Date(Date.UTC(2026, 0, 1 + 14 * (k + 1) + days)).toISOString().slice(0, 10);

/**
 * A scale whose tiers and cap the sequences cross: 10% of the first $20,000 retainable, 5% of the
 * next $60,000, 2% beyond, at most $6,000; released at PCD and the end of the defects period.
 */
const scaleWith = (timeline: Timeline): RetentionSettings =>
  retentionSettings({
    type: 'scale',
    firstBps: 1000,
    firstAmount: $(20_000),
    firstNextBps: 500,
    firstNextAmount: $(60_000),
    excessBps: 200,
    maximum: $(6_000),
    pcdBps: timeline.pcdBps,
    pcdDate: timeline.pcd === null ? null : near(timeline.pcd, -3),
    releaseDlpType: 'date',
    dlpBps: 10_000 - timeline.pcdBps,
    dlpDate: timeline.pcd === null ? null : near(timeline.pcd + timeline.dlpAfter, 2),
  });

interface Timeline {
  /** The claim period practical completion falls in (3 days before its end), or none. */
  pcd: number | null;
  pcdBps: number;
  /** Claim periods from PCD to the end of the defects period. */
  dlpAfter: number;
  /** The certificate (in issue order) from which GST is 10% instead of 15%. */
  gstChange: number;
}

function item(id: string, toDate: Cents, previous: Cents): LineItem {
  return {
    id,
    parentId: null,
    kind: 'base',
    valueType: 'lump',
    rate: 0,
    quantity: 100,
    lumpTotal: CONTRACT_VALUE,
    isProvisional: false,
    excludeRetention: id === EXCLUDED,
    onSite: true,
    approval: null,
    toDate: { by: 'value', value: toDate },
    previous,
    approvedToDate: 0,
    certifiedToDate: 0,
  };
}

interface Doc {
  lines: Map<string, Cents>;
  totals: ClaimTotals;
  valuedTo: string;
}

const NOTHING: PreviousFigures = { gross: 0, retained: 0, pcdReleased: 0, dlpReleased: 0 };

const figuresOf = (doc: Doc | undefined): PreviousFigures =>
  doc
    ? {
        gross: doc.totals.grossToDate,
        retained: doc.totals.retention.retainedToDate,
        pcdReleased: doc.totals.retention.pcdReleaseToDate,
        dlpReleased: doc.totals.retention.dlpReleaseToDate,
      }
    : NOTHING;

/** A document valued as the server values it: to date at `valuedTo`, less the previous document on the ledger. */
function value(
  toDate: Map<string, Cents>,
  previous: Doc | undefined,
  valuedTo: string,
  settings: RetentionSettings,
  gstPercent = 15,
): Doc {
  const totals = computeClaimTotals({
    items: ITEMS.map((id) => item(id, toDate.get(id) ?? 0, previous?.lines.get(id) ?? 0)),
    certifyPendingVariation: false,
    retention: { settings, asOf: valuedTo },
    previous: figuresOf(previous),
    lessPrevious: { option: 'certified' },
    gstPercent,
    cisStatus: null,
    labourElementThisClaim: 0,
    domesticReverseCharge: false,
  });
  return { lines: toDate, totals, valuedTo };
}

const clamp = (v: number) => Math.max(0, Math.min(CONTRACT_VALUE, v));

type Action =
  { kind: 'serve'; progress: number[] } | { kind: 'certify'; pick: number; adjust: number[]; raise: boolean };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('serve' as const),
    progress: fc.array(fc.integer({ min: 0, max: $(20_000) }), { minLength: 3, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('certify' as const),
    pick: fc.nat(),
    adjust: fc.array(fc.integer({ min: -$(5_000), max: $(5_000) }), { minLength: 3, maxLength: 3 }),
    raise: fc.boolean(),
  }),
);

const timeline: fc.Arbitrary<Timeline> = fc.record({
  // PCD (and so the end of the defects period) within the first claims, where the sequences live.
  pcd: fc.option(fc.nat(6), { nil: null, freq: 6 }),
  pcdBps: fc.constantFrom(0, 5000, 10_000, 3333),
  dlpAfter: fc.nat(4),
  gstChange: fc.nat(12),
});

type Cert = Doc & { claimIndex: number; earlier: boolean };

/**
 * Plays a sequence as users do, in any order: claims served in number order, each certified whenever
 * the certifier gets to it (an older one after a newer one included), with changes to its lines. A
 * certificate is valued at valuationDate: its claim's period end, or the position's if later.
 */
function play(actions: Action[], time: Timeline = { pcd: null, pcdBps: 0, dlpAfter: 0, gstChange: 99 }) {
  const settings = scaleWith(time);
  const claims: Doc[] = [];
  const certs: Cert[] = [];
  const answered = new Set<number>();
  for (const a of actions) {
    if (a.kind === 'serve') {
      const last = claims.at(-1);
      const toDate = new Map(ITEMS.map((id, i) => [id, clamp((last?.lines.get(id) ?? 0) + a.progress[i]!)]));
      claims.push(value(toDate, last, periodEnd(claims.length), settings));
      continue;
    }
    const open = claims.map((_, i) => i).filter((i) => !answered.has(i));
    if (open.length === 0) continue;
    const claimIndex = open[a.pick % open.length]!;
    const newest = certs.length ? Math.max(...certs.map((c) => c.claimIndex)) : null;
    const earlier = answersEarlierClaim(claimIndex, newest);
    const previous = certs.at(-1);
    const start = startingLines(claims[claimIndex]!.lines, previous?.lines ?? null, earlier);
    let typed: Map<string, Cents> = new Map(
      ITEMS.map((id, i) => [id, clamp((start.get(id) ?? 0) + a.adjust[i]!)]),
    );
    if (earlier && previous && linesBelowPosition(typed, previous.lines).length > 0) {
      // Issue refuses it until raised; a certifier who will not raise it leaves it unissued.
      if (!a.raise) continue;
      typed = raiseToPosition(typed, previous.lines);
    }
    const valuedTo = valuationDate(periodEnd(claimIndex), previous?.valuedTo ?? null);
    const gst = certs.length >= time.gstChange ? 10 : 15;
    certs.push({ ...value(typed, previous, valuedTo, settings, gst), claimIndex, earlier });
    answered.add(claimIndex);
  }
  return { claims, certs, settings };
}

const sequences = fc.tuple(fc.array(action, { maxLength: 25 }), timeline);

describe('the ledger over random sequences, across practical completion and the defects period', () => {
  it('Σ this certificate = the last certificate’s net certified to date; Σ this claim = the last claim’s net to date', () => {
    fc.assert(
      fc.property(sequences, ([actions, time]) => {
        const { claims, certs } = play(actions, time);
        const sum = (docs: Doc[]) => docs.reduce((s, d) => s + d.totals.netThisClaim, 0);
        expect(sum(certs)).toBe(certs.at(-1)?.totals.netToDate ?? 0);
        expect(sum(claims)).toBe(claims.at(-1)?.totals.netToDate ?? 0);
      }),
    );
  });

  it('a late certificate never takes the net or gross certified to date backwards, nor schedules a negative amount', () => {
    fc.assert(
      fc.property(sequences, ([actions, time]) => {
        const { certs } = play(actions, time);
        certs.forEach((cert, i) => {
          if (!cert.earlier) return;
          const before = certs[i - 1]!.totals;
          expect(cert.totals.grossToDate).toBeGreaterThanOrEqual(before.grossToDate);
          expect(cert.totals.netToDate).toBeGreaterThanOrEqual(before.netToDate);
          expect(cert.totals.netThisClaim).toBeGreaterThanOrEqual(0);
          expect(cert.totals.totalInclGst).toBeGreaterThanOrEqual(0);
          // Nor keeps back more than the position did: no release undone.
          expect(cert.totals.retention.releasedToDate).toBeGreaterThanOrEqual(
            before.retention.releasedToDate,
          );
        });
      }),

      // A late certificate across PCD needs two claims served, the later certified first and PCD
      // between them: more runs than the default hundred find one every time.
      { numRuns: 600 },
    );
  });

  it('retention held is never negative and never more than the rule allows', () => {
    fc.assert(
      fc.property(sequences, ([actions, time]) => {
        const { certs, settings } = play(actions, time);
        for (const { totals } of certs) {
          const r = totals.retention;
          const rule = retentionToDate(settings, totals.retainableToDate, totals.contractValue);
          expect(r.heldToDate).toBeGreaterThanOrEqual(0);
          expect(r.retainedToDate).toBe(rule);
          expect(r.heldToDate).toBeLessThanOrEqual(rule);
          expect(r.heldToDate).toBeLessThanOrEqual($(6_000));
        }
      }),
    );
  });

  it('an earlier claim’s certificate left as it started schedules nothing, before or after PCD', () => {
    fc.assert(
      fc.property(timeline, (time) => {
        const settings = scaleWith(time);
        const later = value(lines({ a: 60_000, b: 20_000, c: 5_000 }), undefined, periodEnd(9), settings);
        const claim = lines({ a: 10_000, b: 0, c: 0 });
        const start = startingLines(claim, later.lines, true);
        const late = value(start, later, valuationDate(periodEnd(2), later.valuedTo), settings);
        expect(late.totals.netThisClaim).toBe(0);
      }),
    );
  });
});
