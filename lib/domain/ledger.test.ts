// The ledger rule (ledger.ts): worked examples from the out-of-order sequences seen on demo contract
// SC-014-03 (issue 11), and properties over random sequences of serving, certifying and issuing.
// Practice: claims and certificates are cumulative, "this" = to date − previous
// (../shared/domain/statutory-rules.md, Practice); a payment schedule answers one claim (CCA s21).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeClaimTotals, type ClaimTotals, type PreviousFigures } from './claim-totals';
import { answersEarlierClaim, linesBelowPosition, raiseToPosition, startingLines } from './ledger';
import type { LineItem } from './line-items';
import type { Cents } from './money';
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

// ───────────── properties over random sequences ─────────────

const ITEMS = ['a', 'b', 'c'] as const;
const CONTRACT_VALUE: Cents = $(100_000);

// 5% of the value to date, capped at 5% of the contract value.
const retention = retentionSettings({ type: 'contract', firstPercent: 500, maximum: 500 });

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
    excludeRetention: false,
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

/** A document valued as the server values it: to date, less the previous document on the ledger. */
function value(toDate: Map<string, Cents>, previous: Doc | undefined): Doc {
  const totals = computeClaimTotals({
    items: ITEMS.map((id) => item(id, toDate.get(id) ?? 0, previous?.lines.get(id) ?? 0)),
    certifyPendingVariation: false,
    retention: { settings: retention, asOf: '2026-11-30' },
    previous: figuresOf(previous),
    lessPrevious: { option: 'certified' },
    gstPercent: 15,
    cisStatus: null,
    labourElementThisClaim: 0,
    domesticReverseCharge: false,
  });
  return { lines: toDate, totals };
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

/**
 * Plays a sequence as users do, in any order: claims served in number order, each certified whenever
 * the certifier gets to it (an older one after a newer one included), with changes to its lines.
 */
function play(actions: Action[]) {
  const claims: Doc[] = [];
  const certs: (Doc & { claimIndex: number })[] = [];
  const answered = new Set<number>();
  const positions: Cents[] = [];
  for (const a of actions) {
    if (a.kind === 'serve') {
      const last = claims.at(-1);
      const toDate = new Map(ITEMS.map((id, i) => [id, clamp((last?.lines.get(id) ?? 0) + a.progress[i]!)]));
      claims.push(value(toDate, last));
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
    certs.push({ ...value(typed, previous), claimIndex });
    answered.add(claimIndex);
    positions.push(certs.at(-1)!.totals.grossToDate);
  }
  return { claims, certs, positions };
}

describe('the ledger over random sequences', () => {
  it('Σ this certificate = the last certificate’s net certified to date; Σ this claim = the last claim’s net to date', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        const { claims, certs } = play(actions);
        const sum = (docs: Doc[]) => docs.reduce((s, d) => s + d.totals.netThisClaim, 0);
        expect(sum(certs)).toBe(certs.at(-1)?.totals.netToDate ?? 0);
        expect(sum(claims)).toBe(claims.at(-1)?.totals.netToDate ?? 0);
      }),
    );
  });

  it('certifying an earlier claim never takes the contract’s certified to date backwards', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        const { certs, positions } = play(actions);
        certs.forEach((cert, i) => {
          const newestBefore = i ? Math.max(...certs.slice(0, i).map((c) => c.claimIndex)) : null;
          if (i > 0 && answersEarlierClaim(cert.claimIndex, newestBefore)) {
            expect(positions[i]!).toBeGreaterThanOrEqual(positions[i - 1]!);
          }
        });
      }),
    );
  });

  it('an earlier claim’s certificate left as it started schedules nothing', () => {
    const claim = value(lines({ a: 10_000, b: 0, c: 0 }), undefined);
    const later = value(lines({ a: 30_000, b: 20_000, c: 0 }), undefined);
    const start = startingLines(claim.lines, later.lines, true);
    expect(value(start, later).totals.netThisClaim).toBe(0);
  });
});
