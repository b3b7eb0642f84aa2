/**
 * Parsing what a user types into a money, percent, quantity or rate field (spec §5):
 * comma thousands, dot decimals, at most 2 decimals, no leading zeros ('012' is refused, '0.5' is
 * fine), negatives only where allowed. All four stored kinds are "×100 integers", so one exact
 * parser (string digits → BigInt, never through a float) serves them all.
 */
import { toSafeNumber, type Bps, type Cents, type Hundredths } from './money';
import { toInputString } from './money-format';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

export interface ParseOptions {
  /** Allow a leading '-'. Money and percent default to false; quantity and rate to true (§5). */
  allowNegative?: boolean;
  /** Largest accepted stored value (e.g. 10000 bps for a percentage that cannot pass 100%). */
  max?: number;
}

export const INPUT_ERRORS = {
  empty: 'Enter a number',
  notANumber: 'Enter a number such as 1,234.56',
  negative: 'Enter a number that is not negative',
  decimals: 'Use at most 2 decimal places',
  grouping: 'Put commas only between groups of three digits, such as 1,234,567',
  leadingZero: 'Remove the leading zero (write 12, not 012)',
  tooLarge: 'This number is too large',
} as const;

const SHAPE = /^(-)?([0-9,]+)(?:\.([0-9]*))?$/;
const GROUPED = /^[1-9][0-9]{0,2}(,[0-9]{3})+$/;
const PLAIN = /^(0|[1-9][0-9]*)$/;

function fail(error: string): ParseResult<never> {
  return { ok: false, error };
}

/** Parses "1,234.56" into 123456 (the value ×100). */
function parseHundredths(
  text: string,
  options: ParseOptions,
  negativeByDefault: boolean,
): ParseResult<number> {
  const trimmed = text.trim();
  if (trimmed === '') return fail(INPUT_ERRORS.empty);
  const match = SHAPE.exec(trimmed);
  if (!match) return fail(INPUT_ERRORS.notANumber);
  const [, sign, whole = '', fraction] = match;
  // "12." is more likely a slip than an intent; refuse it rather than guess.
  if (fraction === '') return fail(INPUT_ERRORS.notANumber);
  if (sign && !(options.allowNegative ?? negativeByDefault)) return fail(INPUT_ERRORS.negative);
  if (fraction !== undefined && fraction.length > 2) return fail(INPUT_ERRORS.decimals);
  const grouped = whole.includes(',');
  if (grouped && !GROUPED.test(whole)) return fail(INPUT_ERRORS.grouping);
  // Without commas the only way to miss PLAIN is a leading zero, such as '012'.
  if (!grouped && !PLAIN.test(whole)) return fail(INPUT_ERRORS.leadingZero);
  // Appending exactly two fraction digits to the whole digits is the ×100, done on the text.
  const magnitude = BigInt(whole.replaceAll(',', '') + (fraction ?? '').padEnd(2, '0'));
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return fail(INPUT_ERRORS.tooLarge);
  const value = toSafeNumber(sign ? -magnitude : magnitude);
  if (options.max !== undefined && value > options.max) {
    return fail(`Enter ${toInputString(options.max)} or less`);
  }
  return { ok: true, value };
}

/** "1,234.56" → 123456 cents. */
export function parseMoney(text: string, options: ParseOptions = {}): ParseResult<Cents> {
  return parseHundredths(text, options, false);
}

/** "12.5" (percent) → 1250 basis points. */
export function parsePercent(text: string, options: ParseOptions = {}): ParseResult<Bps> {
  return parseHundredths(text, options, false);
}

/** "-2.5" → -250; quantities may be negative (credits, omissions) per §5. */
export function parseQuantity(text: string, options: ParseOptions = {}): ParseResult<Hundredths> {
  return parseHundredths(text, options, true);
}

/** "12.34" (dollars per unit) → 1234; rates may be negative per §5. */
export function parseRate(text: string, options: ParseOptions = {}): ParseResult<Hundredths> {
  return parseHundredths(text, options, true);
}
