/**
 * The contract's ledger: the issued claims and the issued certificates, each in the order they were
 * issued. Every "previous" figure is read off it, whatever order people work in.
 *
 * Claims are cumulative (statutory-rules.md, Practice): each states the value of the work to date,
 * and "this claim" is to date − the previous claim on the ledger. Claims are issued in number order
 * (issue-claim.ts refuses a claim after a later one), so the claim ledger is the served claims by
 * number.
 *
 * Certificates are cumulative too, and are ordered by the moment they were issued, not by the claim
 * they answer: "previous certified" is the certificate issued last before this one. So the amounts
 * the certificates schedule add up, with nothing counted twice, to the last certificate's net
 * certified to date (a telescoping sum; ledger.test.ts checks it over random sequences).
 *
 * Certifying an EARLIER claim — one older than a claim the contract has already certified — means
 * certifying only the difference:
 *   - the certificate still answers that claim (the payee is owed a payment schedule for it), but its
 *     work is already in the later certificate, so every line starts at what is already certified
 *     (the contract's certified position) and the certificate schedules $0.00 until the certifier
 *     adds something the later certificates left out;
 *   - it may add to a line but not reduce it below what is already certified: a valuation for an
 *     earlier period cannot undo one made at a later date. Reductions belong in the certificate for
 *     the latest claim. So a late answer never makes the contract's certified to date go backwards.
 *   - a draft started on a claim that has since become earlier (a later claim's certificate was
 *     issued meanwhile) is refused at issue, naming each line below the certified position, until it
 *     is raised to it (raiseToPosition) — rather than scheduling the same work twice.
 *
 * A certificate is VALUED AT THE LEDGER POSITION'S DATE when that is later than its own claim's
 * period end (valuationDate). Retention, and its releases at practical completion and at the end of
 * the defects liability period, depend on the date a document is valued at; the lines an earlier
 * claim's certificate starts from are the position's, valued by the later certificate after (say)
 * PCD. Valued at its own, earlier period end, the same lines would retain again what the later
 * certificate released, and the late certificate would schedule a negative amount and take the
 * contract's net certified to date backwards. So a certificate's valuation date is the latest
 * period end on the ledger up to and including it: a late certificate shows the position's
 * retention, and retention on work it adds is at the rate and release share in force at that date.
 * The retention rule itself, excluded lines and materials are the schedule's and the contract's, not
 * a document's date's; the GST rate is the contract's (a document keeps its rate once issued).
 *
 * Worked example (ledger.test.ts, "SC-014-03"): certificates for claims 1, 3 and 4 are issued with
 * gross certified to date $100,000, $250,000 and $300,000. Claim 2 ($180,000 claimed to date) is then
 * certified: it starts at the $300,000 already certified, schedules $0.00, and the contract's
 * certified to date stays $300,000. Before the ledger it took "previous" from certificate 1 and
 * scheduled $80,000 again, and the contract's figure fell back to $180,000.
 */
import type { Cents } from './money';
import { longDayText } from './zoned-dates';

/** True when the claim is older than one the contract has already certified. */
export function answersEarlierClaim(claimNumber: number, newestCertifiedClaim: number | null): boolean {
  return newestCertifiedClaim !== null && claimNumber < newestCertifiedClaim;
}

/**
 * A new certificate's to-date value per line item: what was claimed, or, for an earlier claim, what
 * is already certified (so it schedules nothing until the certifier adds to it).
 */
export function startingLines(
  claimed: ReadonlyMap<string, Cents>,
  position: ReadonlyMap<string, Cents> | null,
  earlier: boolean,
): Map<string, Cents> {
  return new Map(earlier && position ? position : claimed);
}

export interface LineBelowPosition {
  lineItemId: string;
  certified: Cents;
  alreadyCertified: Cents;
}

/** The lines of an earlier claim's certificate that would reduce what is already certified. */
export function linesBelowPosition(
  certified: ReadonlyMap<string, Cents>,
  position: ReadonlyMap<string, Cents>,
): LineBelowPosition[] {
  const below: LineBelowPosition[] = [];
  for (const [lineItemId, alreadyCertified] of position) {
    const value = certified.get(lineItemId) ?? 0;
    if (value < alreadyCertified) below.push({ lineItemId, certified: value, alreadyCertified });
  }
  return below;
}

/** Each line raised to at least what is already certified; lines above it keep their value. */
export function raiseToPosition(
  certified: ReadonlyMap<string, Cents>,
  position: ReadonlyMap<string, Cents>,
): Map<string, Cents> {
  const raised = new Map(certified);
  for (const { lineItemId, alreadyCertified } of linesBelowPosition(certified, position)) {
    raised.set(lineItemId, alreadyCertified);
  }
  return raised;
}

/**
 * The date a certificate is valued at ('yyyy-MM-dd'): its own claim's period end, or the date the
 * certified position it starts from was valued at, whichever is later (see above). `position` is
 * null when nothing was certified before it.
 */
export function valuationDate(periodEnd: string, position: string | null): string {
  return position !== null && position > periodEnd ? position : periodEnd;
}

/**
 * What a certificate valued after its claim's period end says about it, on screen and in the PDF,
 * or null when it is valued at its own period end (or holds no retention).
 */
export function valuationNote(a: {
  periodEnd: string;
  valuedTo: string;
  /** The certificate whose position it follows, by name ('Payment Certificate 6'). */
  position: string;
  hasRetention: boolean;
}): string | null {
  if (!a.hasRetention || a.valuedTo <= a.periodEnd) return null;
  const day = (date: string) => longDayText(date, 'UTC');
  return (
    `Retention is valued as at ${day(a.valuedTo)}, the latest period already certified (up to ` +
    `${a.position}), not at this claim's period end of ${day(a.periodEnd)}: a certificate for an ` +
    'earlier claim keeps every retention release already made, and retains on any work it adds at ' +
    'the rate in force on that date.'
  );
}

/** A line certified below what the previous certificate certified, and whether it says why. */
export interface ReducedLine {
  name: string;
  reasoned: boolean;
}

/**
 * Why a certificate that would schedule a negative amount may not go out, or null when it may
 * (ledger rule above). Only the certificate for the latest claim may take back what was certified,
 * and only on purpose: by certifying lines below what was certified before, each with its reason
 * (a payment schedule gives reasons for what it withholds: CCA s21(3)). A negative amount from
 * anything else — an earlier claim's certificate, retention, a typed "less previous" — is refused.
 */
export function negativeScheduleRefusal(
  a: { scheduled: Cents; earlier: boolean; reduced: readonly ReducedLine[] },
  money: (cents: Cents) => string,
): string | null {
  if (a.scheduled >= 0) return null;
  const amount = `This certificate would schedule ${money(a.scheduled)}`;
  if (a.earlier)
    return (
      `${amount}. A certificate for an earlier claim can add to what is already certified but never ` +
      'take it back: check “less previous” and the lines, and make any reduction in the certificate ' +
      'for the latest claim.'
    );
  if (a.reduced.length === 0)
    return (
      `${amount}, yet no line is certified below what was certified before. A payment schedule ` +
      'takes money back only by reducing lines, each with its reason: check “less previous” and the ' +
      'retention settings.'
    );
  const unreasoned = a.reduced.filter((line) => !line.reasoned).map((line) => line.name);
  if (unreasoned.length === 0) return null;
  return (
    `${amount}: it reduces what was certified before, so each reduced line needs its reason ` +
    `(${unreasoned.join('; ')}).`
  );
}
