/**
 * The one place where ClaimCert does arithmetic on money, percentages and quantities.
 *
 * Stored kinds (spec §5, §9):
 * - `Cents`: money as an integer number of cents (Postgres BIGINT, converted to a JS number).
 * - `Bps`: a percentage in basis points, i.e. percent ×100 with 2 decimals (12.5% = 1250).
 * - `Hundredths`: a quantity or rate ×100 (qty 2.5 = 250; a rate is cents per unit, $12.34 = 1234).
 *
 * Every product that can pass 2^53 (rate × qty, amount × bps) is computed in BigInt and divided
 * with {@link divRound}, the library's single rounding rule: half away from zero. Half away from
 * zero (not banker's rounding) is what a calculator, a spreadsheet's ROUND() and an accountant
 * checking a certificate by hand all do, and it is symmetric for credits (negative amounts).
 */

export type Cents = number;
export type Bps = number;
export type Hundredths = number;

/** 100% in basis points. */
export const FULL_PERCENT: Bps = 10_000;

/** Throws unless `value` is an integer that a float represents exactly; returns it typed as cents. */
export function assertCents(value: number, label = 'amount'): Cents {
  if (!Number.isSafeInteger(value)) throw outOfRange(label);
  return value;
}

function outOfRange(label: string): RangeError {
  return new RangeError(`${label} must be a whole number of cents within ±${Number.MAX_SAFE_INTEGER}`);
}

/** Divides and rounds half away from zero: 5 / 2 = 3, -5 / 2 = -3, 4 / 3 = 1. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d + (2n * (n % d) >= d ? 1n : 0n);
  return negative ? -quotient : quotient;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Converts an exact BigInt result back to a number, refusing anything a float cannot hold exactly. */
export function toSafeNumber(value: bigint, label = 'amount'): number {
  if (value > MAX_SAFE || value < -MAX_SAFE) throw outOfRange(label);
  return Number(value);
}

/**
 * `amount × numerator / denominator`, rounded once (half away from zero). The base of every
 * proportion below. When the product is a safe integer — nearly always — it is worked out in
 * plain numbers, exactly: a product of safe integers that is itself below 2^53 is exact, `%` of
 * safe integers is exact, and (product − remainder) / denominator divides a multiple exactly. So
 * the answer is divRound's to the cent, without the BigInt allocations that dominated reading a
 * long schedule. A larger product takes the BigInt path.
 */
export function scale(amount: Cents, numerator: number, denominator: number): Cents {
  const product = amount * numerator;
  if (
    Number.isSafeInteger(product) &&
    Number.isSafeInteger(amount) &&
    Number.isSafeInteger(numerator) &&
    Number.isSafeInteger(denominator) &&
    denominator !== 0
  ) {
    const remainder = product % denominator;
    const quotient = (product - remainder) / denominator;
    if (2 * Math.abs(remainder) < Math.abs(denominator)) return quotient + 0; // + 0: never -0
    return quotient + (product < 0 !== denominator < 0 ? -1 : 1);
  }
  return toSafeNumber(divRound(BigInt(amount) * BigInt(numerator), BigInt(denominator)));
}

/** `bps` percent of `amount`: percentOf(12_345_678, 1000) = 1_234_568 (10% of $123,456.78). */
export function percentOf(amount: Cents, bps: Bps): Cents {
  return scale(amount, bps, FULL_PERCENT);
}

/** A whole-number percentage (the contract's GST rate, e.g. 15) as basis points. */
export function wholePercentToBps(percent: number): Bps {
  if (!Number.isInteger(percent)) throw new RangeError('a whole-number percentage is expected');
  return percent * 100;
}

/** What percentage `part` is of `whole`, in basis points; 0 when the whole is 0. */
export function ratioBps(part: Cents, whole: Cents): Bps {
  return whole === 0 ? 0 : scale(part, FULL_PERCENT, whole);
}

/** rate (cents per unit) × quantity (×100) = cents: lineTotal(1234, 250) = 3085 ($12.34 × 2.5). */
export function lineTotal(rateX100: Hundredths, qtyX100: Hundredths): Cents {
  return scale(rateX100, qtyX100, 100);
}

/**
 * Σ amount × bps / 10000, rounded once at the end. Used for tiered retention so that a scale
 * of several percentages loses at most half a cent in total, not half a cent per tier.
 */
export function sumPercents(parts: readonly { amount: Cents; bps: Bps }[]): Cents {
  const numerator = parts.reduce((acc, p) => acc + BigInt(p.amount) * BigInt(p.bps), 0n);
  return toSafeNumber(divRound(numerator, BigInt(FULL_PERCENT)));
}

/**
 * Exact sum; throws if the total leaves the safe-integer range instead of silently losing cents.
 * Plain float addition is exact here: when two safe integers have a safe-integer sum, IEEE 754
 * returns exactly that sum, and when the true sum is 2^53 or more the result is too, so the check
 * after each step catches every overflow. (BigInt would be 20× slower on a 20,000-line schedule.)
 */
export function sum(values: readonly Cents[]): Cents {
  let total = 0;
  for (const value of values) total = assertCents(total + assertCents(value));
  return total;
}

/** Exact `a + b`, with the same overflow guard as {@link sum}. */
export function add(a: Cents, b: Cents): Cents {
  return assertCents(assertCents(a) + assertCents(b));
}

/** Exact `a − b`, with the same overflow guard as {@link sum}. */
export function subtract(a: Cents, b: Cents): Cents {
  return assertCents(assertCents(a) - assertCents(b));
}

/** Clamps `value` into [low, high]. */
export function clamp(value: Cents, low: Cents, high: Cents): Cents {
  return Math.min(Math.max(value, low), high);
}
