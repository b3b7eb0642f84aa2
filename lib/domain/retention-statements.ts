// What a payee is told about the retention money held on trust for it (CCA 2002 s18FD: a report
// promptly after each transaction affecting it, and at least every 3 months; MBIE's example formats
// "Transaction Report" and "Quarterly Statement"). Both are the same shape: the movements of a
// period, the balance held before and after them, where the money is held and when it is due for
// release. A statement tells the payee what is held for it, not how the payer banks it, so
// deposits into the trust account are not movements here (the payer's internal report has them);
// a reversal of a release or a use is, since it puts money back on trust.
import type { RetentionEntry } from './retention-ledger';
import type { Cents } from './money';

export interface StatementMovement {
  on: string;
  /** What happened, in words ('Withheld by certificate 3', 'Released'). */
  what: string;
  /** Change in retention held for the payee: above zero withheld, below zero paid out. */
  amount: Cents;
}

export interface StatementFigures {
  /** Held for the payee before the first movement (the day before the period). */
  opening: Cents;
  movements: StatementMovement[];
  /** Held for the payee after the last movement. */
  closing: Cents;
  /** The ledger's running totals at the close: withheld, released and used to date. */
  withheld: Cents;
  released: Cents;
  used: Cents;
}

export interface LedgerLine extends RetentionEntry {
  /** The certificate that wrote it, by its number. */
  certificate?: number | null;
  reference?: string | null;
}

/** What an entry does to the retention held for the payee, reversals aside. */
const SIGN: Partial<Record<LedgerLine['kind'], 1 | -1>> = { withheld: 1, released: -1, used: -1 };

/** The totals of the entries that stand (not reversed by one of `entries`). */
function totalsOf(entries: readonly LedgerLine[]) {
  const reversed = new Set(entries.flatMap((e) => (e.kind === 'reversal' && e.reverses ? [e.reverses] : [])));
  const totals = { held: 0, withheld: 0, released: 0, used: 0 };
  for (const e of entries) {
    const sign = SIGN[e.kind];
    if (!sign || reversed.has(e.id)) continue;
    totals.held += sign * e.amount;
    totals[e.kind as 'withheld' | 'released' | 'used'] += e.amount;
  }
  return totals;
}

/** How an entry reads to the payee, and what it did to the retention held; null if nothing. */
export function movementOf(
  entry: LedgerLine,
  byId: ReadonlyMap<string, LedgerLine>,
): StatementMovement | null {
  const by = entry.certificate ? ` by certificate ${entry.certificate}` : '';
  const note = entry.reference ? ` (${entry.reference})` : '';
  switch (entry.kind) {
    case 'withheld':
      return entry.amount >= 0
        ? { on: entry.on, what: `Withheld${by}`, amount: entry.amount }
        : { on: entry.on, what: `Retention reduced${by}`, amount: entry.amount };
    case 'released':
      return { on: entry.on, what: `Released${by}${note}`, amount: -entry.amount };
    case 'used':
      return { on: entry.on, what: `Used to remedy defects${note}`, amount: -entry.amount };
    case 'reversal': {
      const undone = entry.reverses ? byId.get(entry.reverses) : undefined;
      if (!undone || (undone.kind !== 'released' && undone.kind !== 'used')) return null;
      const what = undone.kind === 'released' ? 'release' : 'use';
      return {
        on: entry.on,
        what: `Correction: the ${what} of ${undone.on} reversed`,
        amount: undone.amount,
      };
    }
    default:
      return null;
  }
}

/**
 * A statement of the days from `from` to `to` (inclusive; `from` null: from the start), over a
 * ledger in the order written: what was held before, the movements within, what is held after
 * (opening + the movements = closing, whatever was reversed when). An entry counts by the day it
 * happened, so a statement made late still covers its own days. The sums are the ledger's own
 * (lib/domain/retention-ledger.ts), each entry having been checked when it was written.
 */
export function statementFigures(
  ledger: readonly LedgerLine[],
  period: { from: string | null; to: string },
): StatementFigures {
  const byId = new Map(ledger.map((e) => [e.id, e]));
  const upTo = ledger.filter((e) => e.on <= period.to);
  const before = upTo.filter((e) => period.from !== null && e.on < period.from);
  const within = upTo.filter((e) => period.from === null || e.on >= period.from);
  const closing = totalsOf(upTo);
  return {
    opening: totalsOf(before).held,
    movements: within.flatMap((e) => movementOf(e, byId) ?? []),
    closing: closing.held,
    withheld: closing.withheld,
    released: closing.released,
    used: closing.used,
  };
}

/** The quarter a day falls in, as 'yyyy-Qn', and its first and last days. */
export function quarterOf(day: string): { key: string; from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const q = Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1;
  const first = (q - 1) * 3 + 1;
  const lastMonth = first + 2;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, '0');
  return { key: `${year}-Q${q}`, from: `${year}-${mm(first)}-01`, to: `${year}-${mm(lastMonth)}-${lastDay}` };
}

/** The last quarter that has ended by `today`: the one before today's. */
export function lastEndedQuarter(today: string): { key: string; from: string; to: string } {
  const { from } = quarterOf(today);
  const year = Number(from.slice(0, 4));
  const month = Number(from.slice(5, 7));
  const prev = month === 1 ? `${year - 1}-10-01` : `${year}-${String(month - 3).padStart(2, '0')}-01`;
  return quarterOf(prev);
}

/**
 * A transaction report's figures: the entries one event wrote (a certificate's withholding and
 * release, a release or a use on its own) and the retention held just before and just after them,
 * in the order the ledger was written.
 */
export function transactionFigures(
  ledger: readonly LedgerLine[],
  written: readonly string[],
): StatementFigures {
  const last = ledger.findLastIndex((e) => written.includes(e.id));
  const first = ledger.findIndex((e) => written.includes(e.id));
  const byId = new Map(ledger.map((e) => [e.id, e]));
  const closing = totalsOf(ledger.slice(0, last + 1));
  return {
    opening: totalsOf(ledger.slice(0, first)).held,
    movements: ledger.filter((e) => written.includes(e.id)).flatMap((e) => movementOf(e, byId) ?? []),
    closing: closing.held,
    withheld: closing.withheld,
    released: closing.released,
    used: closing.used,
  };
}

export type StatementKind = 'transaction' | 'quarterly' | 'use_notice';

/** A statement as it is made and frozen: everything its email and PDF say. */
export interface StatementContent {
  kind: StatementKind;
  /** The day it was made, in the payer's time zone. */
  madeOn: string;
  payer: string;
  payee: string;
  contract: string;
  currency: string;
  period: { from: string | null; to: string };
  figures: StatementFigures;
  /** Where the money is held: the trust account's name and bank, or the instrument. */
  heldIn: string | null;
  /** When the retention is due for release under the contract, as far as it is known. */
  releases: { label: string; on: string | null; shareBps: number }[];
  /** A notice of intended use: what may be used, for what, from when. */
  notice?: { amount: Cents; defects: string; givenOn: string; usableFrom: string };
}

const TITLES: Record<StatementKind, string> = {
  transaction: 'Retention transaction report',
  quarterly: 'Retention quarterly statement',
  use_notice: 'Notice of intended use of retention money',
};

/**
 * A statement's title. A statement of a period that stops short of its quarter's end was asked for
 * on the day (the payer's "Send a statement now"): a statement to that day, not the quarter's.
 */
export function statementTitle(c: Pick<StatementContent, 'kind' | 'period'>): string {
  if (c.kind === 'quarterly' && !ofQuarter(c)) return `Retention statement to ${c.period.to}`;
  return TITLES[c.kind];
}

/** A quarterly statement of a whole quarter (not one to a day within it). */
const ofQuarter = (c: Pick<StatementContent, 'kind' | 'period'>) =>
  c.kind === 'quarterly' && quarterOf(c.period.to).to === c.period.to;

/**
 * What a statement says, in words, the same in its email and its PDF: the parties and contract, the
 * figures, where the money is held, and when it is due for release. `money` formats cents in the
 * statement's currency.
 */
export function statementParagraphs(c: StatementContent, money: (cents: Cents) => string): string[] {
  const f = c.figures;
  const period =
    c.period.from === c.period.to || c.period.from === null
      ? `on ${c.period.to}`
      : `from ${c.period.from} to ${c.period.to}`;
  const lines: string[] = [];
  if (c.notice) {
    lines.push(
      `${c.payer} gives ${c.payee} notice, under section 18D of the Construction Contracts Act 2002, that it intends to use up to ${money(c.notice.amount)} of the retention money it holds on trust for ${c.payee} under ${c.contract} to remedy these defects or this non-performance: ${c.notice.defects}`,
      `The notice is given on ${c.notice.givenOn}. The money will not be used before ${c.notice.usableFrom}, after 10 working days' notice.`,
    );
  } else {
    lines.push(`Retention money held on trust by ${c.payer} for ${c.payee} under ${c.contract}, ${period}.`);
    if (c.period.from !== null) lines.push(`Held at the start: ${money(f.opening)}.`);
    for (const m of f.movements) lines.push(`${m.on}: ${m.what}, ${money(m.amount)}.`);
    if (f.movements.length === 0) lines.push('No retention was withheld, released or used in this period.');
  }
  // A quarter's statement speaks of its last day; a report, a notice or a statement to date of now.
  const when = ofQuarter(c) ? `at the end of ${c.period.to}` : 'now';
  lines.push(
    `Held on trust ${when}: ${money(f.closing)} (withheld ${money(f.withheld)}, released ${money(f.released)}, used ${money(f.used)}).`,
    c.heldIn ? `Where it is held: ${c.heldIn}.` : 'Where it is held: not yet named by the payer.',
  );
  for (const r of c.releases)
    lines.push(
      `${r.label}: ${r.shareBps / 100}% of the retention, ${r.on ? `due on ${r.on}` : 'date not yet known'}.`,
    );
  return lines;
}
