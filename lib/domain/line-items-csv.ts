/**
 * Importing a schedule of values from CSV (or a spreadsheet saved as CSV). Every row is checked
 * before anything is saved: the caller saves all rows or none.
 *
 * Columns (first non-blank row is the header; names are matched ignoring case and spacing, in any
 * order; only Description is required):
 *   Ref               the item's reference, unique in the file and in the schedule (e.g. 1.2)
 *   Parent Ref        the Ref of the item it sits under, in the file or already in the schedule;
 *                     empty for a top-level item
 *   Description       required
 *   Qty, Unit, Rate   a rate item: Total = Qty × Rate (a Total given as well must agree)
 *   Total             a lump-sum item (no Rate); empty means 0
 *   Provisional       yes / no (also y, n, true, false, 1, 0; empty = no)
 *   Exclude Retention yes / no, as above
 * Numbers follow §5 (comma thousands, dot decimals, at most 2 decimals, no leading zeros); Qty and
 * Rate may be negative (credits), Total may not. A row that other rows name as their parent takes
 * its total from them, so its Qty, Rate and Total stay empty. Row numbers are the file's lines.
 */
import { parseCsv } from './csv';
import { toCsv } from './csv-write';
import { LINE_ITEM_LIMITS, MAX_HUNDREDTHS } from './line-item-fields';
import type { ValueType } from './line-items';
import type { Cents, Hundredths } from './money';
import { parseMoney, parseQuantity, parseRate, type ParseResult } from './numbers-input';
import { readRowValues, resolveParents } from './line-items-csv-parents';

export const SCHEDULE_CSV_COLUMNS = [
  'Ref',
  'Parent Ref',
  'Description',
  'Qty',
  'Unit',
  'Rate',
  'Total',
  'Provisional',
  'Exclude Retention',
] as const;
export type ScheduleCsvColumn = (typeof SCHEDULE_CSV_COLUMNS)[number];

export const SCHEDULE_CSV_MAX_ROWS = 5_000;

export const SCHEDULE_CSV_ERRORS = {
  empty: 'The file is empty.',
  noRows: 'The file has a header row but no items.',
  tooManyRows: `The file has more than ${SCHEDULE_CSV_MAX_ROWS.toLocaleString('en-NZ')} items; split it into smaller files.`,
  unknownColumn: (name: string) =>
    `The column "${name}" is not one we know. Use: ${SCHEDULE_CSV_COLUMNS.join(', ')}.`,
  repeatedColumn: (name: string) => `The column "${name}" appears twice.`,
  missingDescription: 'The header row needs a Description column.',
  descriptionRequired: 'Enter a description',
  tooLong: (max: number) => `Use at most ${max} characters`,
  yesNo: 'Enter yes or no',
} as const;

/** Where a row hangs: under another row of the file, under an existing item, or at the top. */
export type CsvParent = { inFile: true; ref: string } | { inFile: false; id: string } | null;

export interface ScheduleCsvRow {
  line: number;
  ref: string | null;
  parent: CsvParent;
  description: string;
  valueType: ValueType;
  quantity: Hundredths | null;
  unit: string | null;
  rate: Hundredths | null;
  total: Cents;
  isProvisional: boolean;
  excludeRetention: boolean;
}

export interface ScheduleCsvError {
  line: number;
  column?: ScheduleCsvColumn;
  message: string;
}

/** An item already in the schedule, which a row may name as its Parent Ref. */
export interface ExistingItemRef {
  id: string;
  ref: string | null;
  /** §4 add-child lock of that item. */
  canAddChild: boolean;
}

export type ScheduleCsvResult =
  { ok: true; rows: ScheduleCsvRow[] } | { ok: false; errors: ScheduleCsvError[] };

export function formatScheduleCsvError(error: ScheduleCsvError): string {
  return `Row ${error.line}${error.column ? `, ${error.column}` : ''}: ${error.message}`;
}

const normalise = (heading: string) => heading.trim().replace(/\s+/g, ' ').toLowerCase();
const BY_NAME = new Map(SCHEDULE_CSV_COLUMNS.map((c) => [normalise(c), c]));
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

/** Reads and checks the whole file against the schedule's existing items. */
export function readScheduleCsv(text: string, existing: readonly ExistingItemRef[]): ScheduleCsvResult {
  const { records, problems } = parseCsv(text);
  const [header, ...body] = records.filter((r) => r.fields.some((f) => f.trim() !== ''));
  const fileError = (line: number, message: string): ScheduleCsvResult => ({
    ok: false,
    errors: [{ line, message }],
  });
  const early = problems.find((p) => !header || p.line < header.line);
  if (early) return fileError(early.line, early.message);
  if (!header) return fileError(1, SCHEDULE_CSV_ERRORS.empty);
  const columns = readHeader(header.fields);
  if (!columns.ok) return fileError(header.line, columns.error);
  const count = body.length + problems.length;
  if (count === 0) return fileError(header.line, SCHEDULE_CSV_ERRORS.noRows);
  if (count > SCHEDULE_CSV_MAX_ROWS) return fileError(header.line, SCHEDULE_CSV_ERRORS.tooManyRows);

  const errors: ScheduleCsvError[] = problems.map((p) => ({ line: p.line, message: p.message }));
  const drafts = body.map((record) => {
    const cell = (column: ScheduleCsvColumn) => {
      const index = columns.value.indexOf(column);
      return index === -1 ? '' : (record.fields[index] ?? '').trim();
    };
    return readRow(record.line, cell, errors);
  });
  const rows = resolveParents(drafts, existing, errors);
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.line - b.line) };
  return { ok: true, rows };
}

function readHeader(fields: string[]): ParseResult<(ScheduleCsvColumn | null)[]> {
  const columns: (ScheduleCsvColumn | null)[] = [];
  for (const heading of fields) {
    if (heading.trim() === '') {
      columns.push(null);
      continue;
    }
    const column = BY_NAME.get(normalise(heading));
    if (!column) return { ok: false, error: SCHEDULE_CSV_ERRORS.unknownColumn(heading.trim()) };
    if (columns.includes(column)) return { ok: false, error: SCHEDULE_CSV_ERRORS.repeatedColumn(column) };
    columns.push(column);
  }
  if (!columns.includes('Description')) return { ok: false, error: SCHEDULE_CSV_ERRORS.missingDescription };
  return { ok: true, value: columns };
}

/** One row's own fields; problems go into `errors`. The parent is resolved later, across rows. */
function readRow(line: number, cell: (c: ScheduleCsvColumn) => string, errors: ScheduleCsvError[]) {
  const fail = (column: ScheduleCsvColumn, message: string) => errors.push({ line, column, message });
  const text = (column: ScheduleCsvColumn, max: number, required = false) => {
    const value = cell(column);
    if (required && value === '') fail(column, SCHEDULE_CSV_ERRORS.descriptionRequired);
    if (value.length > max) fail(column, SCHEDULE_CSV_ERRORS.tooLong(max));
    return value === '' ? null : value;
  };
  const number = (column: ScheduleCsvColumn, parse: typeof parseMoney) => {
    const value = cell(column);
    if (value === '') return null;
    const parsed = parse(value, { max: MAX_HUNDREDTHS });
    if (parsed.ok) return parsed.value;
    fail(column, parsed.error);
    return undefined;
  };
  const flag = (column: ScheduleCsvColumn) => {
    const value = cell(column).toLowerCase();
    if (!YES.has(value) && !NO.has(value)) fail(column, SCHEDULE_CSV_ERRORS.yesNo);
    return YES.has(value);
  };
  const ref = text('Ref', LINE_ITEM_LIMITS.ref);
  const parentRef = text('Parent Ref', LINE_ITEM_LIMITS.ref);
  const description = text('Description', LINE_ITEM_LIMITS.description, true) ?? '';
  const unit = text('Unit', LINE_ITEM_LIMITS.unit);
  const quantity = number('Qty', parseQuantity);
  const rate = number('Rate', parseRate);
  const typedTotal = number('Total', parseMoney);
  const values = readRowValues({ quantity, rate, typedTotal }, fail);
  return {
    line,
    ref,
    parentRef,
    description,
    unit,
    ...values,
    isProvisional: flag('Provisional'),
    excludeRetention: flag('Exclude Retention'),
  };
}

/** The downloadable template: the header and a few rows showing each kind of item. */
export function scheduleCsvTemplate(): string {
  return toCsv([
    [...SCHEDULE_CSV_COLUMNS],
    ['1', '', 'Internal partitions', '', '', '', '', 'no', 'no'],
    ['1.1', '1', 'Steel stud framing', '1,200', 'm2', '85.50', '', 'no', 'no'],
    ['1.2', '1', 'Plasterboard bulkheads', '', '', '', '24,350.00', 'no', 'no'],
    ['2', '', 'Provisional sum: feature ceiling', '', '', '', '10,000.00', 'yes', 'no'],
    ['3', '', 'Contract works insurance', '', '', '', '6,500.00', 'no', 'yes'],
  ]);
}
