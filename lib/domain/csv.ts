/**
 * Reads CSV as RFC 4180 describes it (the writer is ./csv-write.ts): fields separated by commas,
 * records by line breaks (CRLF, LF or a lone CR), a field in double quotes may hold commas, quotes
 * (doubled) and line breaks. A UTF-8 byte-order mark, which Excel writes, is skipped.
 *
 * Every record carries the line it starts on, counting the line breaks inside quoted fields, so a
 * problem can be reported where a spreadsheet user will find it. A malformed record is reported
 * and skipped, and reading carries on with the next line; an unclosed quote runs to the end of the
 * file, so it is reported at the line where it opens.
 */
import { unsafeTextKind } from './unsafe-input';

export const CSV_ERRORS = {
  quoteInValue: 'A quote (") appears inside a value that does not start with a quote.',
  textAfterQuote: 'There is text after the closing quote (") of a value.',
  unclosedQuote: 'A quote (") is opened and never closed.',
  unsafeText: 'A value contains control characters (such as NUL). Remove them and upload the file again.',
} as const;

export interface CsvRecord {
  /** The line the record starts on, from 1. */
  line: number;
  fields: string[];
}

export interface CsvProblem {
  line: number;
  message: string;
}

export function parseCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  let i = 0;
  let line = 1;

  /** Consumes one line break at i (CRLF counts once); false when there is none. */
  const lineBreak = (): boolean => {
    if (source[i] === '\r') i += source[i + 1] === '\n' ? 2 : 1;
    else if (source[i] === '\n') i += 1;
    else return false;
    line++;
    return true;
  };
  /** After a problem: drop the rest of the physical line. */
  const skipLine = () => {
    while (i < source.length && !lineBreak()) i++;
  };

  while (i < source.length) {
    const start = line;
    const fields: string[] = [];
    let problem: string | null = null;
    for (;;) {
      let field = '';
      if (source[i] === '"') {
        i++;
        let closed = false;
        while (i < source.length) {
          if (source[i] === '"') {
            if (source[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (source[i] === '\r' || source[i] === '\n') {
            const from = i;
            lineBreak();
            field += source.slice(from, i);
            continue;
          }
          field += source[i];
          i++;
        }
        if (!closed) {
          problems.push({ line: start, message: CSV_ERRORS.unclosedQuote });
          return { records, problems };
        }
        if (i < source.length && source[i] !== ',' && source[i] !== '\r' && source[i] !== '\n') {
          problem = CSV_ERRORS.textAfterQuote;
        }
      } else {
        while (i < source.length && source[i] !== ',' && source[i] !== '\r' && source[i] !== '\n') {
          if (source[i] === '"') problem = CSV_ERRORS.quoteInValue;
          field += source[i];
          i++;
        }
      }
      if (problem) break;
      fields.push(field);
      if (source[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    if (problem) {
      problems.push({ line: start, message: problem });
      skipLine();
      continue;
    }
    // The values are stored as they are; see ./unsafe-input.ts for why these characters cannot be.
    if (fields.some((field) => unsafeTextKind(field))) {
      problems.push({ line: start, message: CSV_ERRORS.unsafeText });
    } else records.push({ line: start, fields });
    lineBreak();
  }
  return { records, problems };
}
