// Bank statement CSV exports as New Zealand banks write them (lib/domain/bank-statement-csv.ts).
// The headings are those of the banks' own exports (ANZ, ASB, BNZ, Kiwibank, Westpac internet
// banking "CSV" downloads), cut down to a line or two each.
import { describe, expect, it } from 'vitest';
import {
  BANK_CSV_ERRORS,
  BANK_CSV_MAX_LINES,
  bankLineIdentity,
  closingBalance,
  describeBankCsvProblem,
  parseBankStatementCsv,
  readAmount,
  readDay,
  type BankStatementLine,
} from './bank-statement-csv';

const TODAY = '2026-12-01';
const csv = (...lines: string[]) => lines.join('\r\n');
const linesOf = (text: string) => {
  const result = parseBankStatementCsv(text, TODAY);
  if ('problems' in result) throw new Error(JSON.stringify(result.problems));
  return result.lines;
};
const problemsOf = (text: string) => {
  const result = parseBankStatementCsv(text, TODAY);
  if ('lines' in result) throw new Error('read, but should have been refused');
  return result.problems;
};

describe('parseBankStatementCsv: the banks’ shapes', () => {
  it.each([
    {
      bank: 'ANZ (Type, Details, Particulars, Code, Reference, Amount, Date)',
      text: csv(
        'Type,Details,Particulars,Code,Reference,Amount,Date,ForeignCurrencyAmount,ConversionCharge',
        'Direct Credit,Harbour Build,RETENTION,SC014,DEP 2,"1,250.00",16/10/2026,,',
      ),
      expected: {
        on: '2026-10-16',
        amount: 1_250_00,
        description: 'Harbour Build RETENTION SC014 DEP 2',
        balance: null,
      },
    },
    {
      bank: 'ASB (account details first; yyyy/MM/dd)',
      text: csv(
        'Created date / time : 1 December 2026 / 09:14:02',
        'Bank 12; Branch 3040; Account 0123456-50 (Retention Trust)',
        '',
        'Date,Unique Id,Tran Type,Cheque Number,Payee,Memo,Amount',
        '2026/10/16,2026101601,D/C,,Harbour Build,DEP 2,1250.00',
      ),
      expected: { on: '2026-10-16', amount: 1_250_00, description: 'Harbour Build DEP 2', balance: null },
    },
    {
      bank: 'BNZ (Date and Processed Date: Date is read; d/M/yy)',
      text: csv(
        'Date,Amount,Payee,Particulars,Code,Reference,Tran Type,This Party Account,Other Party Account,Serial,Transaction Code,Batch Number,Originating Bank/Branch,Processed Date',
        '16/10/26,-12.50,,,,MONTHLY FEE,FEE,02-0100-0123456-000,,,,,,17/10/26',
      ),
      expected: { on: '2026-10-16', amount: -12_50, description: 'MONTHLY FEE', balance: null },
    },
    {
      bank: 'Westpac (Other Party, Description, Reference, Particulars, Analysis Code)',
      text: csv(
        'Date,Amount,Other Party,Description,Reference,Particulars,Analysis Code',
        '16/10/2026,1250.00,HARBOUR BUILD,DEPOSIT,DEP 2,RETENTION,',
      ),
      expected: {
        on: '2026-10-16',
        amount: 1_250_00,
        description: 'HARBOUR BUILD DEPOSIT DEP 2 RETENTION',
        balance: null,
      },
    },
    {
      bank: 'Kiwibank (a signed Amount beside Amount (credit) and Amount (debit); a Balance)',
      text: csv(
        'Account number,Date,Memo/Description,Source Code (payment type),TP ref,TP part,TP code,OP ref,OP part,OP code,OP name,OP Bank Account Number,Amount (credit),Amount (debit),Amount,Balance',
        '38-9000-0123456-00,16-10-2026,RETENTION SC014 ;,DC,DEP 2,,,,,,HARBOUR BUILD,,1250.00,,1250.00,5250.00',
      ),
      expected: {
        on: '2026-10-16',
        amount: 1_250_00,
        description: 'RETENTION SC014 ; DEP 2 HARBOUR BUILD',
        balance: 5_250_00,
      },
    },
    {
      bank: 'separate Debit and Credit columns, yyyy-MM-dd, a running balance',
      text: csv(
        'Transaction Date,Narrative,Debit,Credit,Running Balance',
        '2026-10-16,Bank fee,5.00,,"$4,995.00"',
      ),
      expected: { on: '2026-10-16', amount: -5_00, description: 'Bank fee', balance: 4_995_00 },
    },
    {
      bank: 'headings in any case, with underscores, in any order',
      text: csv('AMOUNT,posted_date,REFERENCE', '(40.00),1/2/2026,Reversal'),
      expected: { on: '2026-02-01', amount: -40_00, description: 'Reversal', balance: null },
    },
    {
      bank: 'a debit written below zero, and no description column',
      text: csv('Date,Withdrawals,Deposits', '01.11.2026,-75.10,'),
      expected: { on: '2026-11-01', amount: -75_10, description: '', balance: null },
    },
  ])('$bank', ({ text, expected }) => {
    expect(linesOf(text)).toEqual([{ line: expect.any(Number), occurrence: 1, ...expected }]);
  });

  it('numbers each line by the file line it is on, skipping blank rows', () => {
    const lines = linesOf(csv('Date,Amount', '', '01/11/2026,1.00', ',', '02/11/2026,2.00', ''));
    expect(lines.map((l) => [l.line, l.amount])).toEqual([
      [3, 1_00],
      [5, 2_00],
    ]);
  });

  it('counts identical lines of one day: two equal fees are two lines, each the same on a second import', () => {
    const text = csv(
      'Date,Amount,Details',
      '01/11/2026,-5.00,Fee',
      '01/11/2026,-5.00,Fee',
      '02/11/2026,-5.00,Fee',
    );
    const lines = linesOf(text);
    expect(lines.map((l) => l.occurrence)).toEqual([1, 2, 1]);
    expect(lines.map(bankLineIdentity)).toEqual([
      '2026-11-01|-500|Fee|1',
      '2026-11-01|-500|Fee|2',
      '2026-11-02|-500|Fee|1',
    ]);
    expect(linesOf(text).map(bankLineIdentity)).toEqual(lines.map(bankLineIdentity));
  });
});

describe('parseBankStatementCsv: refusals name the line and the column', () => {
  it.each([
    [
      'an unreadable date',
      csv('Date,Amount', '31/13/2026,5.00'),
      [2, 'Date', BANK_CSV_ERRORS.badDate('31/13/2026')],
    ],
    [
      'a month-first date',
      csv('Date,Amount', '10/31/2026,5.00'),
      [2, 'Date', BANK_CSV_ERRORS.badDate('10/31/2026')],
    ],
    ['no date', csv('Date,Amount', ',5.00'), [2, 'Date', BANK_CSV_ERRORS.noDate]],
    [
      'a day still to come',
      csv('Date,Amount', '2026-12-02,5.00'),
      [2, 'Date', BANK_CSV_ERRORS.futureDate('2026-12-02')],
    ],
    [
      'an unreadable amount',
      csv('Date,Amount', '01/11/2026,five'),
      [2, 'Amount', expect.stringContaining('"five"')],
    ],
    [
      'three decimals',
      csv('Date, Amount ', '01/11/2026,1.005'),
      [2, 'Amount', expect.stringContaining('2 decimal')],
    ],
    ['no amount', csv('Date,Amount', '01/11/2026,'), [2, 'Amount', BANK_CSV_ERRORS.noAmount]],
    [
      'neither debit nor credit',
      csv('Date,Debit,Credit', '01/11/2026,,'),
      [2, null, BANK_CSV_ERRORS.noAmount],
    ],
    [
      'both debit and credit',
      csv('Date,Debit,Credit', '01/11/2026,1.00,2.00'),
      [2, null, BANK_CSV_ERRORS.bothAmounts],
    ],
    [
      'a bad credit',
      csv('Date,Debit,Credit', '01/11/2026,,1.2.3'),
      [2, 'Credit', expect.stringContaining('"1.2.3"')],
    ],
    ['a bad debit', csv('Date,Debit,Credit', '01/11/2026,x,'), [2, 'Debit', expect.stringContaining('"x"')]],
    [
      'a bad balance',
      csv('Date,Amount,Balance', '01/11/2026,1.00,lots'),
      [2, 'Balance', expect.stringContaining('"lots"')],
    ],
    [
      'a broken quote',
      csv('Date,Amount', '01/11/2026,"1.00" x'),
      [2, null, expect.stringContaining('quote')],
    ],
    ['no heading row', csv('When,How much', '01/11/2026,1.00'), [1, null, BANK_CSV_ERRORS.noHeader]],
    ['an empty file', '', [1, null, BANK_CSV_ERRORS.noHeader]],
    ['a heading row and nothing below', csv('Date,Amount', ''), [1, null, BANK_CSV_ERRORS.noLines]],
    ['a broken quote before any heading', csv('"Date,Amount'), [1, null, expect.stringContaining('quote')]],
  ])('%s', (_label, text, [line, column, message]) => {
    expect(problemsOf(text)[0]).toEqual({ line, column, message });
  });

  it('lists every problem of the file, in line order, and reads none of its lines', () => {
    const problems = problemsOf(csv('Date,Amount', '01/11/2026,1.00', 'yesterday,2.00', '02/11/2026,two'));
    expect(problems.map(describeBankCsvProblem)).toEqual([
      `Line 3, column "Date": ${BANK_CSV_ERRORS.badDate('yesterday')}`,
      expect.stringMatching(/^Line 4, column "Amount": "two": /),
    ]);
    expect(describeBankCsvProblem({ line: 1, column: null, message: 'x' })).toBe('Line 1: x');
  });

  it(`refuses more than ${BANK_CSV_MAX_LINES} lines`, () => {
    const rows = Array.from({ length: BANK_CSV_MAX_LINES + 1 }, () => '01/11/2026,1.00');
    expect(problemsOf(csv('Date,Amount', ...rows))).toEqual([
      { line: 1, column: null, message: BANK_CSV_ERRORS.tooManyLines },
    ]);
  });
});

describe('readDay and readAmount', () => {
  it.each([
    ['16/10/2026', '2026-10-16'],
    ['6/1/26', '2026-01-06'],
    ['2026-10-16', '2026-10-16'],
    ['2026/1/6', '2026-01-06'],
    ['29/02/2028', '2028-02-29'],
  ])('day %s is %s', (raw, day) => expect(readDay(raw)).toEqual({ ok: true, value: day }));

  it.each(['29/02/2026', '2026-13-01', '16 Oct 2026', '1610026'])('day %s is refused', (raw) =>
    expect(readDay(raw).ok).toBe(false),
  );

  it.each([
    ['1,234.56', 1_234_56],
    ['-1234.5', -1_234_50],
    ['+50', 50_00],
    ['$12.00', 12_00],
    ['-$12.00', -12_00],
    ['(12.00)', -12_00],
    [' 7 ', 7_00],
  ])('amount %s is %d cents', (raw, cents) => expect(readAmount(raw)).toEqual({ ok: true, value: cents }));
});

describe('closingBalance', () => {
  const line = (on: string, amount: number, balance: number | null): BankStatementLine => ({
    line: 0,
    on,
    amount,
    description: '',
    balance,
    occurrence: 1,
  });

  it.each([
    {
      case: 'oldest first: the last line',
      lines: [
        line('2026-11-01', 100_00, 100_00),
        line('2026-11-02', 50_00, 150_00),
        line('2026-11-02', -5_00, 145_00),
      ],
      expected: { on: '2026-11-02', balance: 145_00 },
    },
    {
      case: 'newest first: the first line',
      lines: [
        line('2026-11-02', -5_00, 145_00),
        line('2026-11-02', 50_00, 150_00),
        line('2026-11-01', 100_00, 100_00),
      ],
      expected: { on: '2026-11-02', balance: 145_00 },
    },
    {
      case: 'balances that do not run: the dates decide (newest first)',
      lines: [line('2026-11-03', 1_00, 999_00), line('2026-11-01', 1_00, 5_00)],
      expected: { on: '2026-11-03', balance: 999_00 },
    },
    {
      case: 'balances that do not run: the dates decide (oldest first)',
      lines: [line('2026-11-01', 1_00, 5_00), line('2026-11-03', 1_00, 999_00)],
      expected: { on: '2026-11-03', balance: 999_00 },
    },
    {
      case: 'only some lines with a balance',
      lines: [line('2026-11-01', 1_00, 1_00), line('2026-11-02', 1_00, null)],
      expected: { on: '2026-11-01', balance: 1_00 },
    },
    { case: 'no balances', lines: [line('2026-11-01', 1_00, null)], expected: null },
  ])('$case', ({ lines, expected }) => expect(closingBalance(lines)).toEqual(expected));
});
