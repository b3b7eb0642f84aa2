// The payer's internal report on the retention it holds on trust, for its directors (issue 31;
// MBIE's example "Internal Report" under CCA 2002 Part 2A, whose penalties reach each director):
// its shape as the API answers it, and the sentences its PDF sets down, so that the JSON, the PDF,
// the CSV and the screen state the same figures.
import type { Cents } from './money';
import { formatMoney } from './money-format';
import type { ReconciliationState } from './retention-reconciliation';
import { INSTRUMENT_PROBLEM_TEXT, type InstrumentProblem } from './retention-instrument-checks';
import type { RetentionBalances } from './retention-ledger';
import type { ReleaseKind } from './retention-position';
import type { RetentionScheme } from './retention-trust-rules';
import type { Jurisdiction } from './working-days';

export interface InternalReportTotals extends RetentionBalances {
  /** Not deposited by its scheme's deadline. */
  deposit_overdue: Cents;
  /** Releases whose day has passed, still held. */
  release_overdue: Cents;
}

export interface InternalReportContract {
  project: { id: string; name: string };
  contract: { id: string; name: string; number: string | null };
  payee: string | null;
  jurisdiction: Jurisdiction | null;
  /** The trust scheme that applies (retention-trust-rules.ts), or null where none is modelled. */
  scheme: RetentionScheme | null;
  holding: { id: string; kind: 'trust_account' | 'instrument'; label: string } | null;
  balances: RetentionBalances;
  undeposited: { amount: Cents; since: string | null; due_on: string | null; overdue: boolean } | null;
  releases: { kind: ReleaseKind; label: string; on: string; amount: Cents; overdue: boolean }[];
}

export interface InternalReport {
  account: string;
  currency: string;
  /** The day it states, in the account's calendar. */
  made_on: string;
  totals: InternalReportTotals;
  contracts: InternalReportContract[];
  instruments: {
    id: string;
    label: string;
    expires_on: string | null;
    cover_amount: Cents | null;
    contracts: number;
    held: Cents;
    problems: InstrumentProblem[];
  }[];
  trust_accounts: {
    id: string;
    label: string;
    contracts: number;
    /** What the ledgers of the contracts naming it say is in it. */
    deposited: Cents;
    reconciliation: { statement_on: string; difference: Cents; state: ReconciliationState } | null;
  }[];
}

export interface ReportLine {
  text: string;
  /** A heading. */
  bold?: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The report's sentences, in order: what the PDF prints, each a paragraph. */
export function internalReportLines(r: InternalReport): ReportLine[] {
  const money = (cents: Cents) => formatMoney(cents, { currency: r.currency });
  const balances = (b: RetentionBalances) =>
    `withheld ${money(b.withheld)}, released ${money(b.released)}, used ${money(b.used)}; held on trust ${money(b.held)}, in the trust account ${money(b.deposited)}, not yet deposited ${money(b.undeposited)}.`;
  const lines: ReportLine[] = [
    { text: 'Totals', bold: true },
    { text: `Across ${plural(r.contracts.length, 'contract')}: ${balances(r.totals)}` },
    {
      text: `Deposits overdue: ${money(r.totals.deposit_overdue)}. Releases overdue: ${money(r.totals.release_overdue)}.`,
    },
    { text: 'Payees and contracts', bold: true },
  ];
  if (r.contracts.length === 0) lines.push({ text: 'No contract withholds retention yet.' });
  for (const c of r.contracts) {
    const number = c.contract.number ? ` (${c.contract.number})` : '';
    lines.push({
      text: `${c.payee ?? 'Payee not named'}: ${c.contract.name}${number}, ${c.project.name}`,
      bold: true,
    });
    const b = balances(c.balances);
    lines.push({ text: b.charAt(0).toUpperCase() + b.slice(1) });
    if (c.undeposited) {
      const due = c.undeposited.due_on
        ? `deposit due ${c.undeposited.due_on}${c.undeposited.overdue ? ', overdue' : ''}.`
        : 'no deposit deadline applies.';
      lines.push({ text: `Not deposited since ${c.undeposited.since}; ${due}` });
    }
    for (const x of c.releases) {
      const due = x.amount > 0 ? `${money(x.amount)} due${x.overdue ? ', overdue' : ''}` : 'nothing due';
      lines.push({ text: `${x.label} on ${x.on}: ${due}.` });
    }
    lines.push({ text: `Held in: ${c.holding?.label ?? 'nowhere named'}.` });
  }
  const named = r.instruments.filter((i) => i.contracts > 0);
  if (named.length > 0) lines.push({ text: 'Instruments (insurance and guarantees)', bold: true });
  for (const i of named) {
    const state = i.problems.length
      ? `Problem: ${i.problems.map((p) => INSTRUMENT_PROBLEM_TEXT[p]).join(', ')}.`
      : 'In order.';
    lines.push({
      text: `${i.label}: covers ${money(i.cover_amount ?? 0)} until ${i.expires_on}; holds ${money(i.held)} for ${plural(i.contracts, 'contract')}. ${state}`,
    });
  }
  if (r.trust_accounts.length > 0) lines.push({ text: 'Trust accounts', bold: true });
  for (const t of r.trust_accounts) {
    const state = t.reconciliation
      ? `Latest reconciliation: bank statement of ${t.reconciliation.statement_on}, bank less ledger ${money(t.reconciliation.difference)}, ${t.reconciliation.state}.`
      : 'Not reconciled yet.';
    lines.push({
      text: `${t.label}: the ledgers of ${plural(t.contracts, 'contract')} put ${money(t.deposited)} in it. ${state}`,
    });
  }
  return lines;
}
