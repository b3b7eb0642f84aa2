// Whether a complying instrument (insurance or a guarantee, CCA 2002 s18FB) still does its work: it
// must be in force and cover the retention held on every contract that names it, or that money is
// held on trust in no complying way (s18E). Checked for the payer's internal report and dashboard.
//
// Decisions (the Act names no warning period): an instrument ending within 30 days is flagged so
// that a renewal, which insurers take weeks to issue, is asked for in time; one no contract names
// secures nothing and is not checked.
import type { Cents } from './money';
import { daysUntil } from './overdue';

/** Days before its expiry that an instrument is flagged for renewal. */
export const INSTRUMENT_WARNING_DAYS = 30;

export const INSTRUMENT_PROBLEMS = ['expired', 'expiring', 'not_covering'] as const;
export type InstrumentProblem = (typeof INSTRUMENT_PROBLEMS)[number];

export const INSTRUMENT_PROBLEM_TEXT: Record<InstrumentProblem, string> = {
  expired: 'expired',
  expiring: `expires within ${INSTRUMENT_WARNING_DAYS} days`,
  not_covering: 'covers less than is held',
};

export interface InstrumentFacts {
  /** The last day it is in force, 'yyyy-MM-dd' (null: not recorded, so not checked). */
  expiresOn: string | null;
  coverAmount: Cents | null;
  /** How many contracts name it. */
  contracts: number;
  /** Retention held on all contracts naming it. */
  held: Cents;
}

/** Its problems today, in the order of INSTRUMENT_PROBLEMS; none for an instrument no contract names. */
export function instrumentProblems(i: InstrumentFacts, today: string): InstrumentProblem[] {
  if (i.contracts === 0) return [];
  const problems: InstrumentProblem[] = [];
  if (i.expiresOn !== null) {
    // In force through its expiry day: expired from the day after.
    const days = daysUntil(today, i.expiresOn);
    if (days < 0) problems.push('expired');
    else if (days <= INSTRUMENT_WARNING_DAYS) problems.push('expiring');
  }
  if (i.held > (i.coverAmount ?? 0)) problems.push('not_covering');
  return problems;
}
