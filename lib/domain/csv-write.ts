/**
 * Writes CSV as RFC 4180 describes it (the reader is ./csv.ts): fields separated by commas, records
 * by CRLF, and a field holding a comma, a quote or a line break put in double quotes with its quotes
 * doubled. Text that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a
 * leading apostrophe — the OWASP advice against CSV injection — unless it is a plain number, so
 * negative amounts stay numbers.
 */
import { plainDecimalString } from './money-format';
import type { Cents } from './money';

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvField(value: string | number | null | undefined): string {
  let text = value == null ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV document: a header row then the data rows, each line ending in CRLF. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',') + '\r\n').join('');
}

/** Cents as a plain decimal a spreadsheet reads as a number: 47728000 → "477280.00". */
export function csvMoney(cents: Cents): string {
  return plainDecimalString(cents);
}
