import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CSV_ERRORS } from './csv';
import { LINE_ITEM_ERRORS } from './line-item-fields';
import { PARENT_ERRORS } from './line-items-csv-parents';
import {
  formatScheduleCsvError,
  readScheduleCsv,
  SCHEDULE_CSV_ERRORS,
  SCHEDULE_CSV_MAX_ROWS,
  scheduleCsvTemplate,
  type ExistingItemRef,
} from './line-items-csv';
import { INPUT_ERRORS } from './numbers-input';

const HEADER = 'Ref,Parent Ref,Description,Qty,Unit,Rate,Total,Provisional,Exclude Retention';
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n');
const errorsOf = (text: string, existing: ExistingItemRef[] = []) => {
  const result = readScheduleCsv(text, existing);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};

describe('readScheduleCsv: a good file', () => {
  it('reads rate items, lump sums and parents, parents first, with §5 totals', () => {
    const result = readScheduleCsv(
      file(
        '1.1,1,Steel stud framing,"1,200",m2,85.50,,no,no',
        '1,,Internal partitions,,,,,,',
        '1.2,1,Bulkheads,,,,"24,350.00",yes,YES',
        '2,,Credit for omitted door,-1,each,"1,150.00",,n,0',
      ),
      [],
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        expect.objectContaining({ line: 3, ref: '1', parent: null, total: 0, valueType: 'lump' }),
        expect.objectContaining({ line: 5, ref: '2', total: -115_000, valueType: 'rate', quantity: -100 }),
        // $85.50 × 1,200 = $102,600.00 (rate × qty, spec §5)
        expect.objectContaining({
          line: 2,
          ref: '1.1',
          parent: { inFile: true, ref: '1' },
          quantity: 120_000,
          unit: 'm2',
          rate: 8_550,
          total: 10_260_000,
        }),
        expect.objectContaining({
          line: 4,
          ref: '1.2',
          total: 2_435_000,
          valueType: 'lump',
          isProvisional: true,
          excludeRetention: true,
        }),
      ],
    });
  });

  it('matches headings ignoring case, spacing and order; only Description is required', () => {
    const result = readScheduleCsv('  description , TOTAL,parent   ref\nPainting,500,\n', []);
    expect(result).toMatchObject({ ok: true, rows: [{ description: 'Painting', total: 50_000, ref: null }] });
  });

  it('ignores columns without a heading (a spreadsheet often exports a trailing one)', () => {
    const result = readScheduleCsv('Description,,Total,\nPainting,note,5,\n', []);
    expect(result).toMatchObject({ ok: true, rows: [{ description: 'Painting', total: 500 }] });
  });

  it('hangs rows under an existing item found by its Ref', () => {
    const existing = [{ id: 'e1', ref: '7', canAddChild: true }];
    const result = readScheduleCsv(file('7.1,7,Extra,,,,10,,'), existing);
    expect(result).toMatchObject({ ok: true, rows: [{ parent: { inFile: false, id: 'e1' } }] });
  });

  it('a Total that agrees with Qty × Rate is accepted', () => {
    expect(readScheduleCsv(file('1,,A,2,m,3.50,7.00,,'), [])).toMatchObject({
      ok: true,
      rows: [{ total: 700 }],
    });
  });

  it('the template reads back without errors', () => {
    const result = readScheduleCsv(scheduleCsvTemplate(), []);
    expect(result.ok && result.rows.map((r) => r.ref)).toEqual(['1', '2', '3', '1.1', '1.2']);
  });
});

describe('readScheduleCsv: every bad row is reported, with its row and column', () => {
  it.each<[string, string, { line: number; column?: string; message: string }]>([
    [
      'no description',
      ',,,,,,5,,',
      { line: 2, column: 'Description', message: SCHEDULE_CSV_ERRORS.descriptionRequired },
    ],
    ['three decimals', '1,,A,1.234,m,1,,,', { line: 2, column: 'Qty', message: INPUT_ERRORS.decimals }],
    ['a leading zero', '1,,A,,,,012,,', { line: 2, column: 'Total', message: INPUT_ERRORS.leadingZero }],
    ['a negative total', '1,,A,,,,-5,,', { line: 2, column: 'Total', message: INPUT_ERRORS.negative }],
    [
      'a rate without qty',
      '1,,A,,m,5,,,',
      { line: 2, column: 'Qty', message: LINE_ITEM_ERRORS.rateNeedsQty },
    ],
    [
      'a wrong total',
      '1,,A,2,m,3,7,,',
      { line: 2, column: 'Total', message: PARENT_ERRORS.totalMismatch(600) },
    ],
    [
      'a huge product',
      '1,,A,"99,999,999,999",m,"99,999,999,999",,,',
      { line: 2, column: 'Rate', message: LINE_ITEM_ERRORS.tooLarge },
    ],
    [
      'a bad flag',
      '1,,A,,,,1,maybe,',
      { line: 2, column: 'Provisional', message: SCHEDULE_CSV_ERRORS.yesNo },
    ],
    [
      'a long ref',
      `${'r'.repeat(41)},,A,,,,1,,`,
      { line: 2, column: 'Ref', message: SCHEDULE_CSV_ERRORS.tooLong(40) },
    ],
    [
      'an unknown parent',
      '1,9,A,,,,1,,',
      { line: 2, column: 'Parent Ref', message: PARENT_ERRORS.parentMissing('9') },
    ],
    ['its own parent', '1,1,A,,,,1,,', { line: 2, column: 'Parent Ref', message: PARENT_ERRORS.ownParent }],
    ['a CSV syntax problem', '1,,A"b,,,,1,,', { line: 2, message: CSV_ERRORS.quoteInValue }],
  ])('%s', (_label, row, expected) => {
    expect(errorsOf(file(row))).toEqual([expected]);
  });

  it('reports each bad row of a long file and nothing else', () => {
    const rows = Array.from(
      { length: 200 },
      (_, i) => `${i},,Item ${i},,,,${i % 50 === 7 ? '1.234' : '10'},,`,
    );
    const errors = errorsOf(file(...rows));
    expect(errors.map((e) => e.line)).toEqual([9, 59, 109, 159]);
  });

  it('duplicate refs, refs already in the schedule, ambiguous and locked parents', () => {
    const existing = [
      { id: 'a', ref: 'X', canAddChild: true },
      { id: 'b', ref: 'D', canAddChild: true },
      { id: 'c', ref: 'D', canAddChild: true },
      { id: 'd', ref: 'L', canAddChild: false },
    ];
    const errors = errorsOf(
      file('1,,A,,,,1,,', '1,,B,,,,1,,', 'X,,C,,,,1,,', '2,D,E,,,,1,,', '3,L,F,,,,1,,'),
      existing,
    );
    expect(errors.map((e) => [e.line, e.message])).toEqual([
      [3, PARENT_ERRORS.duplicateRef('1', 2)],
      [4, PARENT_ERRORS.refInSchedule('X')],
      [5, PARENT_ERRORS.parentAmbiguous('D')],
      [6, PARENT_ERRORS.parentLocked('L')],
    ]);
  });

  it('a loop of parents is reported on every row in it', () => {
    const errors = errorsOf(file('A,C,a,,,,,,', 'B,A,b,,,,,,', 'C,B,c,,,,,,', 'D,A,d,,,,1,,'));
    expect(errors).toEqual([2, 3, 4].map((line) => expect.objectContaining({ line, column: 'Parent Ref' })));
    expect(errors[0]!.message).toBe(PARENT_ERRORS.loop(['A', 'C', 'B', 'A']));
  });

  it('a parent row may not carry values of its own', () => {
    expect(errorsOf(file('1,,A,,,,100,,', '1.1,1,B,,,,1,,'))).toEqual([
      { line: 2, column: undefined, message: PARENT_ERRORS.parentHasValues },
    ]);
  });

  it.each([
    ['an empty file', '', 1, SCHEDULE_CSV_ERRORS.empty],
    ['only blank lines', '\n , \n', 1, SCHEDULE_CSV_ERRORS.empty],
    ['a header only', HEADER, 1, SCHEDULE_CSV_ERRORS.noRows],
    ['an unknown column', 'Description,Colour\nA,red', 1, SCHEDULE_CSV_ERRORS.unknownColumn('Colour')],
    ['a repeated column', 'Description,total,Total\nA,1,1', 1, SCHEDULE_CSV_ERRORS.repeatedColumn('Total')],
    ['no Description column', 'Ref,Total\n1,1', 1, SCHEDULE_CSV_ERRORS.missingDescription],
    ['a malformed header', '"Description\nA', 1, CSV_ERRORS.unclosedQuote],
  ])('%s is a file-level error', (_label, text, line, message) => {
    expect(errorsOf(text)).toEqual([{ line, message }]);
  });

  it(`refuses more than ${SCHEDULE_CSV_MAX_ROWS} rows`, () => {
    const rows = Array.from({ length: SCHEDULE_CSV_MAX_ROWS + 1 }, (_, i) => `${i},,x,,,,1,,`);
    expect(errorsOf(file(...rows))).toEqual([{ line: 1, message: SCHEDULE_CSV_ERRORS.tooManyRows }]);
  });

  it('formats an error as "Row n, Column: message"', () => {
    expect(formatScheduleCsvError({ line: 4, column: 'Qty', message: 'Bad' })).toBe('Row 4, Qty: Bad');
    expect(formatScheduleCsvError({ line: 1, message: 'Bad' })).toBe('Row 1: Bad');
  });

  it('property: never throws, and every error names a row of the file', () => {
    const cell = fc.constantFrom('', '1', '1.5', 'x', '"', ',', '-2', '1,000', 'yes', 'A', 'B');
    const row = fc.array(cell, { minLength: 1, maxLength: 9 }).map((cells) => cells.join(','));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), (rows) => {
        const result = readScheduleCsv(file(...rows), [{ id: 'e', ref: 'A', canAddChild: true }]);
        const lines = file(...rows).split(/\r\n|\n|\r/).length;
        if (!result.ok) for (const e of result.errors) expect(e.line).toBeLessThanOrEqual(lines);
      }),
    );
  });
});
