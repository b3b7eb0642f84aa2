// A retention trust account reconciled (issue 31; CCA 2002 s18E, s18FC): the balance the bank states
// on a day against what the ledgers of the contracts held in that account say was deposited by then.
//
// The ledger side, per contract, is its `deposited` balance (retention-ledger.ts) counting only the
// entries of that day or before, taken in the order of their days (the order written within a
// day). A reversal counts from its own day: until then the entry it undoes stands. Entries dated
// out of step can make that day-ordered ledger refuse to add up (a deposit dated the day before the
// withholding it covers); then the entries are taken in the order written, as the ledger checked
// them, and if even that fails (the day cuts the ledger where it did not add up) each entry that
// would break it is left out of that day's figure, rather than refusing to reconcile at all.
import type { Cents } from './money';
import { ledgerBalances, type RetentionEntry } from './retention-ledger';

/** What of one contract's retention was in the trust account at the end of `day`. */
export function depositedOn(entries: readonly RetentionEntry[], day: string): Cents {
  const upTo = entries.filter((e) => e.on <= day);
  const ids = new Set(upTo.map((e) => e.id));
  const counted = upTo.filter((e) => e.kind !== 'reversal' || (e.reverses != null && ids.has(e.reverses)));
  // Array.prototype.sort is stable: within a day, the order written.
  const byDay = [...counted].sort((a, b) => a.on.localeCompare(b.on));
  for (const order of [byDay, counted]) {
    const result = ledgerBalances(order);
    if ('balances' in result) return result.balances.deposited;
  }
  const accepted: RetentionEntry[] = [];
  for (const entry of counted) if ('balances' in ledgerBalances([...accepted, entry])) accepted.push(entry);
  const result = ledgerBalances(accepted);
  return 'balances' in result ? result.balances.deposited : 0;
}

/** The trust account's ledger balance on a day: the sum over the contracts held in it. */
export function accountDepositedOn(ledgers: Iterable<readonly RetentionEntry[]>, day: string): Cents {
  let total = 0;
  for (const entries of ledgers) total += depositedOn(entries, day);
  return total;
}

export const RECONCILIATION_STATES = ['balanced', 'shortfall', 'surplus', 'explained'] as const;
export type ReconciliationState = (typeof RECONCILIATION_STATES)[number];

/**
 * The difference (bank − ledger) and what it means: balanced at nothing; a shortfall when the bank
 * holds less than the ledger says is on trust (money missing: it stands, in red, until explained);
 * a surplus when it holds more (interest, or money not yet allocated: not a breach); explained once
 * an explanation of the difference is recorded.
 */
export function reconciliationState(r: {
  statementBalance: Cents;
  ledgerBalance: Cents;
  explanation: string | null;
}): { difference: Cents; state: ReconciliationState } {
  const difference = r.statementBalance - r.ledgerBalance;
  const state: ReconciliationState =
    difference === 0
      ? 'balanced'
      : r.explanation !== null
        ? 'explained'
        : difference < 0
          ? 'shortfall'
          : 'surplus';
  return { difference, state };
}
