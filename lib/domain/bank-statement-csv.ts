/**
 * A bank statement exported as CSV by a New Zealand bank, read for the reconciliation of a
 * retention trust account (issue 31; CCA 2002 s18FC: proper records). The exports differ by bank,
 * so the columns are found by their headings, in any order and letter case (spaces and underscores
 * alike), and headings not listed below are ignored:
 *
 *   date         Date, Transaction Date, Tran Date, Posted Date, Posting Date, Processed Date
 *                — dd/MM/yyyy (or d/M/yy), yyyy-MM-dd or yyyy/MM/dd; never month first
 *   amount       Amount, Amount (NZD), Transaction Amount — signed: below zero is paid out
 *   or credit    Credit, Credits, Credit Amount, Amount (Credit), Deposit(s), Paid In, Money In
 *   and debit    Debit, Debits, Debit Amount, Amount (Debit), Withdrawal(s), Paid Out, Money Out
 *   description  every one present of Payee, Other Party, OP Name, Details, Description, Memo,
 *                Memo/Description, Narrative, Transaction Details, Particulars, Code, Reference,
 *                TP Ref, OP Ref — joined with spaces in the file's order
 *   balance      Balance, Running Balance, Closing Balance (optional)
 *
 * When a heading of a kind appears more than once (BNZ's Date and Processed Date), the one listed
 * first above is read; a signed amount wins over credit and debit columns (Kiwibank gives all
 * three). Rows before the heading row (ASB's account details) are skipped: the heading row is the
 * first of the first ten that names a date and an amount. Amounts may carry "$", thousands commas,
 * a leading "+" or brackets for a negative. Any row that cannot be read refuses the whole file, each
 * problem named by its line and column, so nothing is half imported.
 */
import { parseCsv } from './csv';
import { isCalendarDay } from './zoned-dates';
import type { Cents } from './money';
import { parseMoney } from './numbers-input';

export const BANK_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const BANK_CSV_MAX_LINES = 5_000;
/** How many rows may come before the heading row (a bank's account details). */
const HEADER_SEARCH_ROWS = 10;

export const BANK_CSV_HEADINGS = {
  date: ['date', 'transaction date', 'tran date', 'posted date', 'posting date', 'processed date'],
  amount: ['amount', 'amount (nzd)', 'transaction amount'],
  credit: [
    'credit',
    'credits',
    'credit amount',
    'amount (credit)',
    'deposit',
    'deposits',
    'paid in',
    'money in',
  ],
  debit: [
    'debit',
    'debits',
    'debit amount',
    'amount (debit)',
    'withdrawal',
    'withdrawals',
    'paid out',
    'money out',
  ],
  description: [
    'payee',
    'other party',
    'op name',
    'details',
    'description',
    'memo',
    'memo/description',
    'narrative',
    'transaction details',
    'particulars',
    'code',
    'reference',
    'tp ref',
    'op ref',
  ],
  balance: ['balance', 'running balance', 'closing balance'],
} as const;

type Kind = keyof typeof BANK_CSV_HEADINGS;

export const BANK_CSV_ERRORS = {
  tooBig: 'The file is too big: use a CSV file of at most 2 MB and 5,000 lines.',
  noHeader:
    'No heading row found: one of the first rows must name a date column (such as "Date") and an amount column ("Amount", or "Debit" and "Credit").',
  noLines: 'The file has no lines below its heading row.',
  tooManyLines: `The file has more than ${BANK_CSV_MAX_LINES.toLocaleString('en')} lines: split it into smaller files.`,
  noDate: 'Enter the day.',
  badDate: (raw: string) => `"${raw}" is not a day as dd/MM/yyyy or yyyy-MM-dd.`,
  futureDate: (day: string) => `${day} has not come yet.`,
  noAmount: 'There is no amount on this line.',
  badAmount: (raw: string, error: string) => `"${raw}": ${error}.`,
  bothAmounts: 'This line has both a debit and a credit: give one of them.',
} as const;

export interface BankStatementLine {
  /** The line of the file it starts on, from 1. */
  line: number;
  /** The day the bank booked it, yyyy-MM-dd. */
  on: string;
  /** Cents: above zero paid in, below zero paid out. */
  amount: Cents;
  description: string;
  /** The balance the bank states after it (cents), when the file has a balance column. */
  balance: Cents | null;
  /**
   * 1 for the first line of the file with this day, amount and description, 2 for the second…:
   * two identical fees on one day are two lines, and the same file imported again is the same lines.
   */
  occurrence: number;
}

export interface BankCsvProblem {
  line: number;
  /** The column's heading as the file has it; null for a problem of the row or the file. */
  column: string | null;
  message: string;
}

export type BankCsvResult = { lines: BankStatementLine[] } | { problems: BankCsvProblem[] };

/** The text that names a line among the lines of its account (hashed into its fingerprint). */
export const bankLineIdentity = (
  l: Pick<BankStatementLine, 'on' | 'amount' | 'description' | 'occurrence'>,
) => `${l.on}|${l.amount}|${l.description}|${l.occurrence}`;

/** "Line 4, column "Amount": …" — where a spreadsheet user will find it. */
export function describeBankCsvProblem(p: BankCsvProblem): string {
  return `Line ${p.line}${p.column === null ? '' : `, column "${p.column}"`}: ${p.message}`;
}

/** Reads a whole statement; `today` (the account's day) refuses a line booked after it. */
export function parseBankStatementCsv(text: string, today: string): BankCsvResult {
  const { records, problems } = parseCsv(text);
  const filled = records.filter((r) => r.fields.some((f) => f.trim() !== ''));
  const headerAt = filled.slice(0, HEADER_SEARCH_ROWS).findIndex((r) => readHeader(r.fields) !== null);
  if (headerAt === -1) {
    const early = problems[0];
    return fail(
      early
        ? { ...early, column: null }
        : { line: filled[0]?.line ?? 1, column: null, message: BANK_CSV_ERRORS.noHeader },
    );
  }
  const header = filled[headerAt]!;
  const columns = readHeader(header.fields)!;
  const body = filled.slice(headerAt + 1);
  const bodyProblems = problems.filter((p) => p.line > header.line).map((p) => ({ ...p, column: null }));
  if (body.length + bodyProblems.length === 0)
    return fail({ line: header.line, column: null, message: BANK_CSV_ERRORS.noLines });
  if (body.length > BANK_CSV_MAX_LINES)
    return fail({ line: header.line, column: null, message: BANK_CSV_ERRORS.tooManyLines });

  const found: BankCsvProblem[] = [...bodyProblems];
  const lines: BankStatementLine[] = [];
  const seen = new Map<string, number>();
  for (const record of body) {
    const cell = (index: number | null) => (index === null ? '' : (record.fields[index] ?? '').trim());
    const problem = (index: number, message: string) =>
      found.push({ line: record.line, column: header.fields[index]!.trim(), message });
    const on = readDay(cell(columns.date));
    if (!on.ok) problem(columns.date, on.error);
    else if (on.value > today) problem(columns.date, BANK_CSV_ERRORS.futureDate(on.value));
    const amount = readLineAmount(cell, columns);
    if (!amount.ok) {
      if (amount.index === null) found.push({ line: record.line, column: null, message: amount.error });
      else problem(amount.index, amount.error);
    }
    let balance: Cents | null = null;
    if (columns.balance !== null && cell(columns.balance) !== '') {
      const read = readAmount(cell(columns.balance));
      if (read.ok) balance = read.value;
      else problem(columns.balance, read.error);
    }
    if (!on.ok || !amount.ok || on.value > today) continue;
    const description = columns.description
      .map(cell)
      .filter((v) => v !== '')
      .join(' ')
      .replace(/\s+/g, ' ');
    const key = `${on.value}|${amount.value}|${description}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    lines.push({ line: record.line, on: on.value, amount: amount.value, description, balance, occurrence });
  }
  if (found.length > 0) return { problems: found.sort((a, b) => a.line - b.line) };
  return { lines };
}

/**
 * The balance the statement closes with: the balance after the last line of its latest day. Banks
 * list lines oldest first or newest first; the running balances tell which (each balance is the one
 * before plus its line's amount, or the one after less it), and failing that the dates do.
 */
export function closingBalance(lines: readonly BankStatementLine[]): { on: string; balance: Cents } | null {
  const withBalance = lines.filter((l) => l.balance !== null);
  if (withBalance.length === 0) return null;
  const pairs = withBalance.slice(1).map((l, i) => [withBalance[i]!, l] as const);
  const oldestFirst = pairs.every(([a, b]) => a.balance! + b.amount === b.balance);
  const newestFirst = pairs.every(([a, b]) => b.balance! + a.amount === a.balance);
  const first = withBalance[0]!;
  const last = withBalance.at(-1)!;
  const descending = newestFirst && !oldestFirst ? true : oldestFirst ? false : first.on > last.on;
  const latest = withBalance.reduce((day, l) => (l.on > day ? l.on : day), first.on);
  const ofLatest = withBalance.filter((l) => l.on === latest);
  const closing = descending ? ofLatest[0]! : ofLatest.at(-1)!;
  return { on: latest, balance: closing.balance! };
}

interface Columns {
  date: number;
  amount: number | null;
  credit: number | null;
  debit: number | null;
  balance: number | null;
  description: number[];
}

/** The columns a heading row names, or null when it names no date or no amount. */
function readHeader(fields: string[]): Columns | null {
  const keys = fields.map((f) =>
    f
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, ' '),
  );
  const first = (kind: Kind): number | null => {
    for (const heading of BANK_CSV_HEADINGS[kind]) {
      const index = keys.indexOf(heading);
      if (index !== -1) return index;
    }
    return null;
  };
  const date = first('date');
  const amount = first('amount');
  const credit = amount === null ? first('credit') : null;
  const debit = amount === null ? first('debit') : null;
  if (date === null || (amount === null && credit === null && debit === null)) return null;
  const description = keys.flatMap((k, i) =>
    (BANK_CSV_HEADINGS.description as readonly string[]).includes(k) ? [i] : [],
  );
  return { date, amount, credit, debit, balance: first('balance'), description };
}

type Read<T> = { ok: true; value: T } | { ok: false; error: string };

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const YEAR_FIRST = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;

/** dd/MM/yyyy (d/M/yy, with dots or dashes too) or yyyy-MM-dd (or yyyy/MM/dd): New Zealand banks put the day first. */
export function readDay(raw: string): Read<string> {
  if (raw === '') return { ok: false, error: BANK_CSV_ERRORS.noDate };
  const dayFirst = DAY_FIRST.exec(raw);
  const yearFirst = YEAR_FIRST.exec(raw);
  let parts: [string, string, string] | null = null;
  if (dayFirst)
    parts = [dayFirst[3]!.length === 2 ? `20${dayFirst[3]}` : dayFirst[3]!, dayFirst[2]!, dayFirst[1]!];
  else if (yearFirst) parts = [yearFirst[1]!, yearFirst[2]!, yearFirst[3]!];
  const day = parts && `${parts[0]}-${parts[1].padStart(2, '0')}-${parts[2].padStart(2, '0')}`;
  if (!day || !isCalendarDay(day)) return { ok: false, error: BANK_CSV_ERRORS.badDate(raw) };
  return { ok: true, value: day };
}

/** A signed amount as banks write it: "-1,234.56", "+50", "$12.00", "(12.00)". */
export function readAmount(raw: string): Read<Cents> {
  let text = raw.replace(/\s+/g, '');
  const bracketed = /^\((.*)\)$/.exec(text);
  if (bracketed) text = `-${bracketed[1]}`;
  text = text.replace(/^([-+]?)\$/, '$1').replace(/^\+/, '');
  const parsed = parseMoney(text, { allowNegative: true });
  return parsed.ok ? parsed : { ok: false, error: BANK_CSV_ERRORS.badAmount(raw, parsed.error) };
}

/** The line's signed amount from its amount column, or from its credit and debit columns. */
function readLineAmount(
  cell: (index: number | null) => string,
  columns: Columns,
): { ok: true; value: Cents } | { ok: false; error: string; index: number | null } {
  if (columns.amount !== null) {
    if (cell(columns.amount) === '')
      return { ok: false, error: BANK_CSV_ERRORS.noAmount, index: columns.amount };
    const read = readAmount(cell(columns.amount));
    return read.ok ? read : { ...read, index: columns.amount };
  }
  const read = (index: number | null) =>
    index === null || cell(index) === '' ? null : readAmount(cell(index));
  const credit = read(columns.credit);
  const debit = read(columns.debit);
  if (credit && !credit.ok) return { ...credit, index: columns.credit };
  if (debit && !debit.ok) return { ...debit, index: columns.debit };
  if (!credit && !debit) return { ok: false, error: BANK_CSV_ERRORS.noAmount, index: null };
  // A debit may be written as "50.00" or "-50.00": it is paid out either way.
  const paidIn = credit ? Math.abs(credit.value) : 0;
  const paidOut = debit ? Math.abs(debit.value) : 0;
  if (paidIn !== 0 && paidOut !== 0) return { ok: false, error: BANK_CSV_ERRORS.bothAmounts, index: null };
  return { ok: true, value: paidIn - paidOut };
}

function fail(problem: BankCsvProblem): BankCsvResult {
  return { problems: [problem] };
}
