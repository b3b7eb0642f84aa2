/**
 * The contacts CSV import (spec §2 "Contacts list (with CSV import dialog)"). The first row names
 * the columns, in any order and any letter case:
 *
 *   company, contact name, email, phone, role
 *
 * company and contact name are required; email, phone and role are optional columns and values.
 * Spaces and underscores in a heading are the same ("Contact_Name" = "contact name"), and the
 * spec's own field names (entity_name, contact_name, contact_email, contact_tel, contact_role)
 * are accepted too. Every row is checked by the same rules as the add/edit form; each row with
 * a problem is reported with its line number and all of its problems at once.
 */
import { parseCsv } from './csv';
import {
  checkCompanyName,
  checkContactName,
  checkEmail,
  checkPhone,
  checkRole,
  tidyText,
} from './contact-fields';
import type { ParseResult } from './numbers-input';
import type { PhoneHome } from './phone';

export const CONTACTS_CSV_MAX_ROWS = 5_000;
export const CONTACTS_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CONTACTS_CSV_HEADINGS = ['company', 'contact name', 'email', 'phone', 'role'] as const;

type Column = 'company' | 'name' | 'email' | 'phone' | 'role';

const HEADINGS: Readonly<Record<string, Column>> = {
  company: 'company',
  'company name': 'company',
  'entity name': 'company',
  'contact name': 'name',
  contact: 'name',
  email: 'email',
  'email address': 'email',
  'contact email': 'email',
  phone: 'phone',
  'phone number': 'phone',
  telephone: 'phone',
  mobile: 'phone',
  'contact tel': 'phone',
  role: 'role',
  position: 'role',
  'contact role': 'role',
};

const LABELS: Readonly<Record<Column, string>> = {
  company: 'Company',
  name: 'Contact name',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
};

export interface ContactCsvRow {
  line: number;
  company: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: string | null;
}

export interface ContactCsvError {
  line: number;
  messages: string[];
}

export interface ContactsCsvResult {
  rows: ContactCsvRow[];
  errors: ContactCsvError[];
}

export const CONTACTS_CSV_ERRORS = {
  tooBig: 'The file is too big to be imported. Use a CSV file of at most 2 MB and 5,000 contacts.',
  empty: 'The file is empty. Its first row must name the columns: company, contact name, email, phone, role',
  missingColumns: (missing: string[]) =>
    `The first row must name the columns company and contact name (email, phone and role are optional). Missing: ${missing.join(', ')}`,
  unknownColumn: (heading: string) => `Unknown column "${heading}". Use: ${CONTACTS_CSV_HEADINGS.join(', ')}`,
  repeatedColumn: (heading: string) => `The column "${heading}" appears twice`,
  noRows: 'The file has no contacts below its first row',
  tooManyRows: `The file has more than ${CONTACTS_CSV_MAX_ROWS.toLocaleString('en')} contacts. Split it into files of at most ${CONTACTS_CSV_MAX_ROWS.toLocaleString('en')}`,
  unheadedValue: (column: number) =>
    `This row has a value in column ${column}, which has no heading in the first row`,
} as const;

/** Parses and checks a whole file. National phone numbers are read as numbers of `home`. */
export function parseContactsCsv(text: string, home: PhoneHome | null): ContactsCsvResult {
  const { records, problems } = parseCsv(text);
  const [header, ...body] = records.filter((r) => r.fields.some((f) => tidyText(f) !== ''));
  // A malformed first row would otherwise let the first data row pose as the header.
  const early = problems.find((p) => !header || p.line < header.line);
  if (early) return fileError(early.line, early.message);
  if (!header) return fileError(1, CONTACTS_CSV_ERRORS.empty);
  const columns = readHeader(header.fields);
  if (!columns.ok) return fileError(header.line, columns.error);
  const count = body.length + problems.length;
  if (count === 0) return fileError(header.line, CONTACTS_CSV_ERRORS.noRows);
  if (count > CONTACTS_CSV_MAX_ROWS) return fileError(header.line, CONTACTS_CSV_ERRORS.tooManyRows);

  const checkPhoneHere = checkPhone(home);
  const rows: ContactCsvRow[] = [];
  const errors: ContactCsvError[] = problems.map((p) => ({ line: p.line, messages: [p.message] }));
  for (const record of body) {
    // A value with no heading would be dropped without a word; say so instead.
    const unheaded = record.fields.findIndex((f, i) => !columns.value[i] && tidyText(f) !== '');
    const row =
      unheaded === -1
        ? checkRow(record.fields, columns.value, checkPhoneHere)
        : { ok: false as const, messages: [CONTACTS_CSV_ERRORS.unheadedValue(unheaded + 1)] };
    if (row.ok) rows.push({ line: record.line, ...row.value });
    else errors.push({ line: record.line, messages: row.messages });
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}

type RowCheck = { ok: true; value: Omit<ContactCsvRow, 'line'> } | { ok: false; messages: string[] };

function checkRow(
  fields: string[],
  columns: (Column | null)[],
  phoneCheck: ReturnType<typeof checkPhone>,
): RowCheck {
  const raw = (column: Column) => {
    const index = columns.indexOf(column);
    return index === -1 ? '' : (fields[index] ?? '');
  };
  const company = checkCompanyName(raw('company'));
  const name = checkContactName(raw('name'));
  const email = checkEmail(raw('email'));
  const phone = phoneCheck(raw('phone'));
  const role = checkRole(raw('role'));
  if (company.ok && name.ok && email.ok && phone.ok && role.ok) {
    return {
      ok: true,
      value: {
        company: company.value,
        name: name.value,
        email: email.value,
        phone: phone.value,
        role: role.value,
      },
    };
  }
  const results: [Column, ParseResult<unknown>][] = [
    ['company', company],
    ['name', name],
    ['email', email],
    ['phone', phone],
    ['role', role],
  ];
  return {
    ok: false,
    messages: results.flatMap(([column, result]) =>
      result.ok ? [] : [describeProblem(column, raw(column), result.error)],
    ),
  };
}

/** 'Email "bob@": Enter a valid email address': the value is shown so it can be found in the file. */
function describeProblem(column: Column, raw: string, error: string): string {
  const shown = tidyText(raw);
  if (shown === '') return `${LABELS[column]}: ${error}`;
  return `${LABELS[column]} "${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}": ${error}`;
}

/** Each heading's column, or null for a blank heading (an empty column some tools add). */
function readHeader(headings: string[]): ParseResult<(Column | null)[]> {
  const columns: (Column | null)[] = [];
  for (const heading of headings) {
    const key = tidyText(heading)
      .toLowerCase()
      .replace(/[\s_]+/g, ' ');
    if (key === '') {
      columns.push(null);
      continue;
    }
    const column = HEADINGS[key];
    if (!column) return { ok: false, error: CONTACTS_CSV_ERRORS.unknownColumn(tidyText(heading)) };
    if (columns.includes(column)) {
      return { ok: false, error: CONTACTS_CSV_ERRORS.repeatedColumn(tidyText(heading)) };
    }
    columns.push(column);
  }
  const missing = (['company', 'name'] as const).filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    return {
      ok: false,
      error: CONTACTS_CSV_ERRORS.missingColumns(missing.map((c) => LABELS[c].toLowerCase())),
    };
  }
  return { ok: true, value: columns };
}

function fileError(line: number, message: string): ContactsCsvResult {
  return { rows: [], errors: [{ line, messages: [message] }] };
}
