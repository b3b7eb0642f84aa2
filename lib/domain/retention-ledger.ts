// The retention ledger of one contract: the retention money the payer (party A) holds on trust for
// the payee (party B), entry by entry. Construction Contracts Act 2002 s18C (retention money is held
// on trust from the moment the contract allows it to be withheld), s18D–s18E (kept in a trust bank
// account, with a ledger per party B and per contract, or covered by a complying instrument, s18FB),
// s18FC (proper records). NSW SOP Regulation 2020 cl 16(2) asks the same ledger per subcontractor.
//
// The ledger is append-only: a correction is a new `reversal` entry naming the entry it undoes.
// Two balances come out of it:
// - held: what is owed to the payee and held on trust = withheld − released − used;
// - deposited: what of it sits in the trust account. A release or a use is paid out of the deposited money
//   first, as far as it goes (the rest was never deposited), so deposited is never more than held
//   and never below nothing.
// What is withheld but not deposited (held − deposited) is what the payer still has to put in.
// A decision, not the statute's words: the Act says how money must be kept, not how a ledger adds
// up; this is the reading the README's "Retention money held on trust" states.
import { type Cents } from './money';

export const RETENTION_ENTRY_KINDS = ['withheld', 'released', 'deposited', 'used', 'reversal'] as const;
export type RetentionEntryKind = (typeof RETENTION_ENTRY_KINDS)[number];

export interface RetentionEntry {
  id: string;
  kind: RetentionEntryKind;
  /**
   * Cents. `withheld` is a certificate's change in retention (below zero when a certificate retains
   * less to date than the one before, its claim having come down); the others are above zero.
   */
  amount: Cents;
  /** The day it happened ('yyyy-MM-dd'), for the order and the statements. */
  on: string;
  /** A reversal: the entry it undoes. */
  reverses?: string | null;
}

export interface RetentionBalances {
  withheld: Cents;
  released: Cents;
  /** Used to remedy the payee's defects, after a notice of intended use (s18D). */
  used: Cents;
  deposited: Cents;
  /** Owed to the payee and held on trust. */
  held: Cents;
  /** Held but not (yet) in the trust account. */
  undeposited: Cents;
}

export const EMPTY_BALANCES: RetentionBalances = {
  withheld: 0,
  released: 0,
  used: 0,
  deposited: 0,
  held: 0,
  undeposited: 0,
};

/** Why a ledger cannot stand as it would be (nothing is written then). */
export interface Refusal {
  field: 'amount' | 'reverses';
  message: string;
}

export type LedgerResult = { balances: RetentionBalances } | { refusal: Refusal };

/**
 * The balances of a ledger, its entries in the order written, or why it may not stand: every
 * entry is checked against the ledger as it stood before it, so a new entry (or a reversal, which
 * takes the entry it undoes out of the sum as if it had never been written) is accepted only when
 * the whole history still adds up.
 */
export function ledgerBalances(entries: readonly RetentionEntry[]): LedgerResult {
  const reversed = new Set<string>();
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const entry of entries) {
    if (entry.kind !== 'reversal') continue;
    const target = entry.reverses ? byId.get(entry.reverses) : undefined;
    if (!target || target.kind === 'reversal' || target.kind === 'withheld' || reversed.has(target.id))
      return {
        refusal: {
          field: 'reverses',
          message: 'Only a deposit or a release recorded on its own, not reversed already, can be reversed.',
        },
      };
    reversed.add(target.id);
  }
  let balances = EMPTY_BALANCES;
  for (const entry of entries) {
    if (entry.kind === 'reversal' || reversed.has(entry.id)) continue;
    if (entry.kind !== 'withheld' && entry.amount <= 0)
      return { refusal: { field: 'amount', message: 'The amount must be more than nothing.' } };
    const next = apply(balances, entry.kind, entry.amount);
    if ('refusal' in next) return next;
    balances = next.balances;
  }
  return { balances };
}

function apply(
  b: RetentionBalances,
  kind: Exclude<RetentionEntryKind, 'reversal'>,
  amount: Cents,
): LedgerResult {
  const next = { ...b };
  if (kind === 'withheld') {
    next.withheld += amount;
    next.held += amount;
  } else if (kind === 'released' || kind === 'used') {
    next[kind] += amount;
    next.held -= amount;
  } else {
    next.deposited += amount;
  }
  if (next.held < 0)
    return { refusal: { field: 'amount', message: 'That is more than the retention held for this payee.' } };
  // A release or a use is paid out of the trust account first, as far as the deposit goes (the rest
  // was never deposited); retention coming down leaves no more deposited than is held.
  if (kind === 'released' || kind === 'used') next.deposited = Math.max(0, next.deposited - amount);
  if (kind === 'withheld') next.deposited = Math.min(next.deposited, next.held);
  if (next.deposited > next.held)
    return {
      refusal: {
        field: 'amount',
        message: 'That would put more in the trust account than the retention held for this payee.',
      },
    };
  next.undeposited = next.held - next.deposited;
  return { balances: next };
}

/**
 * Since when retention has been held but not deposited: the day of the oldest withholding not yet
 * covered, deposits being taken to cover the oldest first. Null when nothing is undeposited.
 */
export function undepositedSince(
  entries: readonly RetentionEntry[],
  balances: RetentionBalances,
): string | null {
  let uncovered = balances.undeposited;
  if (uncovered <= 0) return null;
  const reversed = new Set(entries.flatMap((e) => (e.kind === 'reversal' && e.reverses ? [e.reverses] : [])));
  const withheld = entries.filter((e) => e.kind === 'withheld' && e.amount > 0 && !reversed.has(e.id));
  for (let i = withheld.length - 1; i >= 0; i--) {
    uncovered -= withheld[i]!.amount;
    if (uncovered <= 0) return withheld[i]!.on;
  }
  return withheld[0]?.on ?? null;
}
