/**
 * The earliest payment-schedule deadline among a contract's claims waiting for a certificate (the
 * lists' "certificate due" and due flags), from a summary of the claims instead of each one (issue
 * 33: a projects page has thousands of them, and the engine costs ~30 µs a claim).
 *
 * A claim's payment-schedule date f is a function of its dates (the day it was served, or until it
 * is its claim due date; its period end; its stored claim, cert and payment due dates) and of the
 * contract (calendar, payment terms): the contract's date, the statute's date counted forward from
 * service or from the period end, or the earlier of the two where the Act caps the contract
 * (claim-deadlines.ts govern()). Every branch is non-decreasing in each date, so f is monotone in
 * each input (checked for every calendar, with and without terms, by the property tests and the
 * day-by-day walks of earliest-schedule-due.test.ts; a calendar where it failed could not use
 * this). Hence:
 * - f of the waiting claims' least dates, each date the least over the claims (not one claim's), is
 *   never later than any claim's f: a lower bound of the earliest;
 * - the earliest f among some of the claims themselves (`picks`: the first by each date) is never
 *   earlier than the earliest: an upper bound.
 * When the two meet, that is the earliest, exactly. They meet whenever one claim is first by every
 * date f reads (claims served in order), and, whatever the order, wherever f is one date or the
 * earlier of two (every calendar and terms but the UK's without terms, whose Scheme date is the
 * later of the period end's 7 days and service). When they do not, the caller works out each claim.
 */
import { deadlinesOf, type DeadlineClaim } from './deadline-claim';
import type { Jurisdiction } from './working-days';

/**
 * A claim's payment-schedule deadline as its own screens show it: the engine's, or for a contract
 * without a state or nation (no calendar) the date stored on the claim, which is all there is.
 */
export function scheduleDue(calendar: Jurisdiction | null, claim: DeadlineClaim): string {
  return calendar ? deadlinesOf(calendar, claim).payment_schedule.date : claim.certDue;
}

/**
 * scheduleDue, remembering its answers for the one list it is made for: claims of the same month
 * on contracts of the same terms have the same dates, and the engine is the costly part.
 */
export function rememberingScheduleDue(): typeof scheduleDue {
  const known = new Map<string, string>();
  return (calendar, claim) => {
    const key = [calendar, ...Object.values(claimInputs(claim))].join(' ');
    let due = known.get(key);
    if (due === undefined) known.set(key, (due = scheduleDue(calendar, claim)));
    return due;
  };
}

/** Everything of a claim the engine reads, in a fixed order. */
const claimInputs = (c: DeadlineClaim): Record<keyof DeadlineClaim, string | boolean> => ({
  servedOn: c.servedOn,
  served: c.served,
  claimTo: c.claimTo,
  claimDue: c.claimDue,
  certDue: c.certDue,
  paymentDue: c.paymentDue,
  contractSetsTerms: c.contractSetsTerms,
  contractTier: c.contractTier,
});

/** The dates f reads, each the least over a contract's waiting claims. */
export interface LeastDates {
  /** The least day a claim was served on (in the contract's zone) or, for one not served, is due. */
  servedOn: string;
  claimTo: string;
  claimDue: string;
  certDue: string;
  paymentDue: string;
}

export interface WaitingSummary {
  least: LeastDates;
  /** Some of the waiting claims themselves, at least one: the first by each date, say. */
  picks: readonly DeadlineClaim[];
}

const FIELDS = [
  'servedOn',
  'claimTo',
  'claimDue',
  'certDue',
  'paymentDue',
] as const satisfies (keyof LeastDates)[];
const earlier = (a: string, b: string) => (b < a ? b : a);

/**
 * The earliest payment-schedule deadline among the claims `summary` sums up, or null when its
 * bounds do not meet (then each claim must be worked out).
 */
export function earliestScheduleDue(
  calendar: Jurisdiction | null,
  contract: Pick<DeadlineClaim, 'contractSetsTerms' | 'contractTier'>,
  summary: WaitingSummary,
  due: typeof scheduleDue = scheduleDue,
): string | null {
  const { least, picks } = summary;
  if (picks.length === 0) return null;
  const upper = picks.map((claim) => due(calendar, claim)).reduce(earlier);
  // A claim first by every date is the lower bound itself (the usual case: no need to work it out).
  if (picks.some((claim) => FIELDS.every((f) => claim[f] === least[f]))) return upper;
  // The least dates read as one claim served on the least day (a claim not yet served counts from
  // its claim due date, which `least.servedOn` already covers).
  const lower = due(calendar, { ...least, served: true, ...contract });
  return lower === upper ? upper : null;
}
