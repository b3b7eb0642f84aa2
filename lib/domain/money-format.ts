/**
 * Display strings for stored numbers (spec §3 account currency, §9 display limits). Formatting goes
 * through exact decimal strings ("1234.56"), never `cents / 100`, so amounts up to 2^53 cents print
 * every digit correctly.
 */
import { assertCents, type Bps, type Cents, type Hundredths } from './money';

export interface MoneyFormatOptions {
  /** ISO 4217 code of the account's currency, e.g. 'NZD'. */
  currency: string;
  /** BCP 47 locale; defaults to {@link DEFAULT_LOCALE}. */
  locale?: string;
  /** The account's `enable_currency_shorten` flag: show $1.23M instead of $1,234,567.89. */
  compact?: boolean;
}

export const DEFAULT_LOCALE = 'en-NZ';
/** §9: compact shortening applies above 999,999 (dollars). */
export const COMPACT_ABOVE_CENTS: Cents = 999_999_00;
/** §9: amounts over 1e11 (dollars), i.e. 1e13 cents, are truncated with an ellipsis. */
export const TRUNCATE_ABOVE_CENTS: Cents = 10_000_000_000_000;

/** 123456 → "1234.56"; -5 → "-0.05". Exact, for Intl and for the input form. */
function decimalString(value: Hundredths): `${number}` {
  assertCents(value, 'value');
  const digits = String(Math.abs(value)).padStart(3, '0');
  return `${value < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Intl.NumberFormat is costly to build and a schedule can show thousands of amounts: build each once,
 * found again by a key naming what varies (the kind of figure, the locale, the currency) — a Map
 * lookup per call, with nothing allocated or serialised unless the key is new:
 * `formatters.get(key) ?? remember(key, new Intl.NumberFormat(…))`.
 */
function remember(key: string, formatter: Intl.NumberFormat): Intl.NumberFormat {
  formatters.set(key, formatter);
  return formatter;
}

/** Amounts to the cent, or shortened ($1.23M). */
const CURRENCY_STYLES = {
  cents: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  compact: { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 },
} as const;

function currencyFormat(locale: string, currency: string, style: keyof typeof CURRENCY_STYLES) {
  const key = `${style}|${locale}|${currency}`;
  return (
    formatters.get(key) ??
    remember(key, new Intl.NumberFormat(locale, { style: 'currency', currency, ...CURRENCY_STYLES[style] }))
  );
}

/**
 * Formats cents in the account currency. Always 2 decimals, because storage is always cents
 * whatever Intl's default minor unit for the currency. Above {@link TRUNCATE_ABOVE_CENTS} (and not
 * compact) the cents are cut off and an ellipsis marks the figure as shortened.
 */
export function formatMoney(cents: Cents, options: MoneyFormatOptions): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const value = decimalString(cents);
  if (options.compact && Math.abs(cents) > COMPACT_ABOVE_CENTS) {
    return currencyFormat(locale, options.currency, 'compact').format(value);
  }
  const formatter = currencyFormat(locale, options.currency, 'cents');
  if (Math.abs(cents) <= TRUNCATE_ABOVE_CENTS) return formatter.format(value);
  const parts = formatter.formatToParts(value).filter((p) => p.type !== 'decimal' && p.type !== 'fraction');
  const lastInteger = parts.map((p) => p.type).lastIndexOf('integer');
  return parts.map((p, i) => (i === lastInteger ? `${p.value}…` : p.value)).join('');
}

/** 1250 bps → "12.5%"; trailing zeros are dropped because percentages read better as 10%. */
export function formatPercent(bps: Bps, locale = DEFAULT_LOCALE): string {
  const key = `percent|${locale}`;
  const formatter =
    formatters.get(key) ??
    remember(
      key,
      new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }),
    );
  return formatter.format(decimalString(bps));
}

/** A quantity or rate ×100 for display: 250 → "2.5", 123456789 → "1,234,567.89". */
export function formatHundredths(value: Hundredths, locale = DEFAULT_LOCALE): string {
  const key = `hundredths|${locale}`;
  const formatter =
    formatters.get(key) ?? remember(key, new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
  return formatter.format(decimalString(value));
}

/** 123456 → "1234.56"; -5 → "-0.05": no thousands separators, a '-' sign, 2 decimals. */
export function plainDecimalString(value: Hundredths): string {
  return decimalString(value);
}

/**
 * The plain form an input shows and the parsers in numbers-input.ts read back: comma thousands, dot,
 * 2 decimals, '-' sign, no currency symbol. Locale-independent on purpose: the parser is too (§5).
 */
export function toInputString(value: Hundredths): string {
  const [whole = '', fraction] = decimalString(value).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}
