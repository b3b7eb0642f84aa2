import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONTACT_ERRORS } from './contact-fields';
import { CSV_ERRORS } from './csv';
import {
  CONTACTS_CSV_ERRORS,
  CONTACTS_CSV_HEADINGS,
  CONTACTS_CSV_MAX_ROWS,
  parseContactsCsv,
} from './contacts-csv';
import { PHONE_ERRORS } from './phone';

const HEADER = 'company,contact name,email,phone,role';
const csv = (...lines: string[]) => lines.join('\r\n');

describe('parseContactsCsv: headings', () => {
  it.each([
    ['the documented headings', HEADER, 'Acme,Bob,bob@acme.example,,'],
    ['any letter case and order', 'Role,EMAIL,Contact Name,Phone,Company', ',bob@acme.example,Bob,,Acme'],
    ['underscores for spaces', 'company,contact_name,email,phone,role', 'Acme,Bob,,,'],
    [
      'the spec §3 field names',
      'entity_name,contact_name,contact_email,contact_tel,contact_role',
      'Acme,Bob,,,',
    ],
    ['the optional columns left out', 'company,contact name', 'Acme,Bob'],
    ['an empty column (some tools add one)', 'company,contact name,email,,', 'Acme,Bob,bob@acme.example,,'],
    ['short rows (missing values are blank)', HEADER, 'Acme,Bob'],
  ])('accepts %s', (_label, header, row) => {
    const result = parseContactsCsv(csv(header, row), 'NZ');
    expect(result.errors).toEqual([]);
    expect(result.rows).toMatchObject([{ line: 2, company: 'Acme', name: 'Bob' }]);
  });

  it('maps values by heading, not by position', () => {
    const text = csv(
      'Role,Email,Contact Name,Phone,Company',
      'PM,BOB@Acme.example,Bob,021 555 0198,Acme Ltd',
    );
    expect(parseContactsCsv(text, 'NZ').rows).toEqual([
      {
        line: 2,
        company: 'Acme Ltd',
        name: 'Bob',
        email: 'bob@acme.example',
        phone: '+64 21 555 0198',
        role: 'PM',
      },
    ]);
  });

  it.each<[string, string, number, string]>([
    ['an empty file', '', 1, CONTACTS_CSV_ERRORS.empty],
    ['only blank lines', '\r\n ,  \r\n', 1, CONTACTS_CSV_ERRORS.empty],
    ['no data rows', HEADER, 1, CONTACTS_CSV_ERRORS.noRows],
    [
      'a missing required column',
      'company,email\nAcme,a@b.co',
      1,
      CONTACTS_CSV_ERRORS.missingColumns(['contact name']),
    ],
    [
      'an unknown column',
      'company,contact name,emial\nAcme,Bob,x',
      1,
      CONTACTS_CSV_ERRORS.unknownColumn('emial'),
    ],
    [
      'an unknown spelling',
      'company,contact name,E-mail\nA,B,c',
      1,
      CONTACTS_CSV_ERRORS.unknownColumn('E-mail'),
    ],
    [
      'a repeated column',
      'company,contact name,email,Email\nA,B,c,d',
      1,
      CONTACTS_CSV_ERRORS.repeatedColumn('Email'),
    ],
    ['a malformed header', '"company,contact name\nAcme,Bob', 1, CSV_ERRORS.unclosedQuote],
    [
      'a header after blank lines',
      '\n\ncompany\nAcme',
      3,
      CONTACTS_CSV_ERRORS.missingColumns(['contact name']),
    ],
  ])('refuses the whole file for %s', (_label, text, line, message) => {
    expect(parseContactsCsv(text, 'NZ')).toEqual({ rows: [], errors: [{ line, messages: [message] }] });
  });
});

describe('parseContactsCsv: rows', () => {
  it('reports every problem of a row at once, with the value shown', () => {
    const text = csv(HEADER, ',,bob@,12,' + 'r'.repeat(81));
    expect(parseContactsCsv(text, 'NZ').errors).toEqual([
      {
        line: 2,
        messages: [
          `Company: ${CONTACT_ERRORS.companyName}`,
          `Contact name: ${CONTACT_ERRORS.contactName}`,
          `Email "bob@": ${CONTACT_ERRORS.email}`,
          `Phone "12": ${PHONE_ERRORS.startWithZero('NZ')}`,
          `Role "${'r'.repeat(40)}…": ${CONTACT_ERRORS.roleTooLong}`,
        ],
      },
    ]);
  });

  it('keeps the good rows, reports the bad ones by line, and skips blank lines', () => {
    const text = csv(
      HEADER,
      'Acme,Ann,ann@acme.example,,',
      '',
      'Acme,,x,,',
      '"Beta, Ltd","Bo ""B"" Li",,+61 412 345 678,"Site\nmanager"',
      'Gamma,Gus,gus@gamma.example,,,,',
      'Delta,Dee,,,,surplus',
      'Echo,Eve,,,,  ',
    );
    const result = parseContactsCsv(text, 'NZ');
    expect(result.rows.map((r) => [r.line, r.company, r.name, r.phone, r.role])).toEqual([
      [2, 'Acme', 'Ann', null, null],
      [5, 'Beta, Ltd', 'Bo "B" Li', '+61 412 345 678', 'Site manager'],
      [7, 'Gamma', 'Gus', null, null],
      [9, 'Echo', 'Eve', null, null],
    ]);
    expect(result.errors).toEqual([
      {
        line: 4,
        messages: [`Contact name: ${CONTACT_ERRORS.contactName}`, `Email "x": ${CONTACT_ERRORS.email}`],
      },
      { line: 8, messages: [CONTACTS_CSV_ERRORS.unheadedValue(6)] },
    ]);
  });

  it('reports a malformed record among the rows in line order', () => {
    const text = csv(HEADER, 'Acme,Ann,,,', 'Acme,"Bo"b,,,', 'Acme,Cy,,,');
    const result = parseContactsCsv(text, 'NZ');
    expect(result.rows.map((r) => r.line)).toEqual([2, 4]);
    expect(result.errors).toEqual([{ line: 3, messages: [CSV_ERRORS.textAfterQuote] }]);
  });

  it('reads national numbers as numbers of the home country', () => {
    const text = csv(HEADER, 'Acme,Ann,,0412 345 678,');
    expect(parseContactsCsv(text, 'AU').rows[0]?.phone).toBe('+61 412 345 678');
    expect(parseContactsCsv(text, null).errors[0]?.messages).toEqual([
      `Phone "0412 345 678": ${PHONE_ERRORS.needsCountryCode}`,
    ]);
  });

  it(`accepts ${CONTACTS_CSV_MAX_ROWS} rows and refuses one more`, () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `Co ${i % 50},Person ${i},,,`);
    expect(parseContactsCsv(csv(HEADER, ...rows(CONTACTS_CSV_MAX_ROWS)), 'NZ').rows).toHaveLength(
      CONTACTS_CSV_MAX_ROWS,
    );
    expect(parseContactsCsv(csv(HEADER, ...rows(CONTACTS_CSV_MAX_ROWS + 1)), 'NZ')).toEqual({
      rows: [],
      errors: [{ line: 1, messages: [CONTACTS_CSV_ERRORS.tooManyRows] }],
    });
  });

  it('documents the headings it reads', () => {
    expect(CONTACTS_CSV_HEADINGS).toEqual(['company', 'contact name', 'email', 'phone', 'role']);
  });

  it('property: every non-blank data row is either a row or an error, once', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '@', '.', '0', '9', '+', ',', '"') });
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell, cell, cell), { maxLength: 20 }), (data) => {
        const quoted = data.map((r) => r.map((f) => `"${f.replaceAll('"', '""')}"`).join(','));
        const result = parseContactsCsv(csv(HEADER, ...quoted), 'NZ');
        const nonBlank = data.filter((r) => r.some((f) => f.trim() !== '')).length;
        if (nonBlank === 0) return;
        const lines = [...result.rows.map((r) => r.line), ...result.errors.map((e) => e.line)];
        expect(new Set(lines).size).toBe(nonBlank);
        expect(lines).toHaveLength(nonBlank);
      }),
    );
  });
});
