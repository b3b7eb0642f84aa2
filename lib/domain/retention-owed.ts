// What a payee is owed in retention, as far as it has been told (issue 31 item 6; CCA 2002 s18FD):
// how much is held for it, where, since when, when it is due back, and how much of it is overdue.
// Two sources, never mixed within a figure: the payer's latest statement (what the payer told it,
// not the payer's ledger), or, with no statement (a payer not on ClaimCert, or one that has sent
// none), the payee's own position from its latest certificate or claim
// (lib/server/reports/retention-position.ts), where nothing says where the money is held.
import { clamp, percentOf, subtract, sum, type Bps, type Cents } from './money';
import type { StatementContent } from './retention-statements';

/** The release labels, as the statements word them (lib/server/retention-trust/statement-source.ts). */
export const RELEASE_LABELS = {
  pcd: 'Practical completion',
  dlp: 'End of the defects liability period',
} as const;

const WHOLE: Bps = 10_000;

export interface OwedRelease {
  label: string;
  /** The day it is due, 'yyyy-MM-dd', or null while unknown (no practical completion date yet). */
  on: string | null;
  /** Its share of the retention, in basis points. */
  shareBps: Bps;
  /** What is still to be released on it, when the source says (the payee's own position); else null. */
  due: Cents | null;
}

export interface RetentionOwed {
  held: Cents;
  withheld: Cents;
  released: Cents;
  /** Used to remedy defects (s18D); null when unknown (the payee's own documents cannot say). */
  used: Cents | null;
  /** Where the payer says it holds the money; null when not stated. */
  heldIn: string | null;
  /** The day the money now held was first withheld, as far as known; null when nothing is held. */
  heldSince: string | null;
  releases: OwedRelease[];
  /** Held after a release day has passed that should have paid it (a day passed: before today). */
  overdue: Cents;
}

const passed = (on: string | null, today: string) => on !== null && on < today;

/**
 * The first day the statements show retention withheld from nothing held: each statement that
 * opens with nothing held (a notice's figures run from the ledger's start) shows, in its first
 * movement that adds to what is held, the day the holding began. Null when every statement opens
 * with money already held (the payer began its statements after it began withholding).
 */
export function statedSince(statements: readonly StatementContent[]): string | null {
  const days = statements.flatMap((s) => {
    if (s.figures.opening !== 0) return [];
    const first = s.figures.movements.find((m) => m.amount > 0);
    return first ? [first.on] : [];
  });
  return days.length === 0 ? null : days.reduce((a, b) => (b < a ? b : a));
}

/**
 * Held past its release days: the passed releases' shares of the retention withheld, less what was
 * released, never more than is held — the reading of the payer's own report (a release's share is
 * due in full; money used to remedy defects comes off what is held, not off a release already due).
 * A statement does not split its figures by release, so this is the share arithmetic on its totals.
 */
export function overdueHeld(a: {
  held: Cents;
  withheld: Cents;
  released: Cents;
  releases: readonly { on: string | null; shareBps: Bps }[];
  today: string;
}): Cents {
  const passedBps = a.releases.filter((r) => passed(r.on, a.today)).reduce((t, r) => t + r.shareBps, 0);
  if (passedBps === 0) return 0;
  const due = subtract(percentOf(a.withheld, Math.min(passedBps, WHOLE)), a.released);
  return clamp(due, 0, Math.max(a.held, 0));
}

/**
 * What the payer's statements say, from the latest made (the last of `statements`, in the order
 * made). `firstRetainedOn` is the day the payee's first document that retained anything was issued:
 * the start of the holding when no statement shows it. Null without a statement.
 */
export function statedOwed(
  statements: readonly StatementContent[],
  today: string,
  firstRetainedOn: string | null,
): RetentionOwed | null {
  const latest = statements.at(-1);
  if (!latest) return null;
  const f = latest.figures;
  const releases = latest.releases.map((r) => ({
    label: r.label,
    on: r.on,
    shareBps: r.shareBps,
    due: null,
  }));
  return {
    held: f.closing,
    withheld: f.withheld,
    released: f.released,
    used: f.used,
    heldIn: latest.heldIn,
    heldSince: f.closing > 0 ? (statedSince(statements) ?? firstRetainedOn) : null,
    releases,
    overdue: overdueHeld({ held: f.closing, withheld: f.withheld, released: f.released, releases, today }),
  };
}

/** A retention position as lib/server/reports/retention-position.ts gives it. */
export interface OwnPosition {
  retained: Cents;
  pcdReleased: Cents;
  dlpReleased: Cents;
  held: Cents;
  pcdDate: string | null;
  pcdDue: Cents;
  dlpEnd: string | null;
  dlpDue: Cents;
}

/**
 * What the payee's own latest certificate or claim says: retained less released, each release
 * with what is still to come on it; overdue what is due on a release day passed. Nothing says
 * where the money is held, nor what was used.
 */
export function ownOwed(
  p: OwnPosition,
  shares: { pcdBps: Bps; dlpBps: Bps },
  today: string,
  firstRetainedOn: string | null,
): RetentionOwed {
  const releases: OwedRelease[] = [
    { label: RELEASE_LABELS.pcd, on: p.pcdDate, shareBps: shares.pcdBps, due: p.pcdDue },
    { label: RELEASE_LABELS.dlp, on: p.dlpEnd, shareBps: shares.dlpBps, due: p.dlpDue },
  ].filter((r) => r.shareBps > 0);
  return {
    held: p.held,
    withheld: p.retained,
    released: sum([p.pcdReleased, p.dlpReleased]),
    used: null,
    heldIn: null,
    heldSince: p.held > 0 ? firstRetainedOn : null,
    releases,
    overdue: sum(releases.filter((r) => passed(r.on, today)).map((r) => r.due ?? 0)),
  };
}
