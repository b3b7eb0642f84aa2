/**
 * Phone numbers (spec §5: "Phone is international, defaulting to NZ or AU"). Every number is
 * stored and shown in one international form, '+64 9 555 0142': '+', the country code, then the
 * national significant number in groups. A national number (leading trunk 0) is read as a
 * number of the account's home country when that is New Zealand or Australia; elsewhere the
 * country code must be typed. NZ and AU numbers are checked against their numbering plans; other
 * countries only against the E.164 length limit, since their plans are not ours to police.
 */
import type { ParseResult } from './numbers-input';

export type PhoneHome = 'NZ' | 'AU';

/** E.164: at most 15 digits, country code included. */
const MAX_DIGITS = 15;
/** Shortest national number any plan assigns (small Pacific states use 4 digits). */
const MIN_NATIONAL_DIGITS = 4;
/** Longest text worth reading: 15 digits with generous separators. */
const MAX_PHONE_LENGTH = 40;

interface Plan {
  code: string;
  /** As in 'a valid New Zealand number'. */
  adjective: string;
  article: 'a' | 'an';
  /** What a caller in this country dials before a foreign country code. */
  exitCode: string;
  example: string;
  /** Group sizes of a valid national significant number, or null when it is not valid. */
  groups(national: string): number[] | null;
}

const PLANS: Record<PhoneHome, Plan> = {
  // Numbering plan of NZ (Commerce Commission / TCF): area codes 3, 4, 6, 7, 9 with 7-digit
  // numbers; mobiles 02x with 6 to 8 more digits; freephone 0800 and 0508.
  NZ: {
    code: '64',
    adjective: 'New Zealand',
    article: 'a',
    exitCode: '00',
    example: '09 555 0142 or 021 555 0198',
    groups(n) {
      if (/^[34679]\d{7}$/.test(n)) return [1, 3, 4];
      if (/^2\d{9}$/.test(n)) return [2, 4, 4];
      if (/^2\d{7,8}$/.test(n)) return [2, 3, n.length - 5];
      if (/^(800|508)\d{6,7}$/.test(n)) return [3, 3, n.length - 6];
      return null;
    },
  },
  // ACMA numbering plan: 9-digit national numbers; area codes 2, 3, 7, 8 and mobiles 04.
  AU: {
    code: '61',
    adjective: 'Australian',
    article: 'an',
    exitCode: '0011',
    example: '02 9876 5432 or 0412 345 678',
    groups(n) {
      if (/^4\d{8}$/.test(n)) return [3, 3, 3];
      if (/^[2378]\d{8}$/.test(n)) return [1, 4, 4];
      return null;
    },
  },
};

// ITU-T E.164 country codes are prefix-free: 1 and 7 stand alone, these two-digit codes are
// assigned, and every other code has three digits.
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);
/** Code families ITU holds in reserve: a number starting so is a typing slip. */
const SPARE_CODE_PREFIXES = ['0', '28', '83', '89'];

export const PHONE_ERRORS = {
  empty: 'Enter a phone number',
  characters: 'Use only digits, spaces, dashes, dots and brackets, with + before a country code',
  needsCountryCode: 'Start with + and the country code, such as +64 9 555 0142',
  countryCode: 'Check the country code after the +',
  tooShort: 'This phone number is too short',
  tooLong: 'This phone number is too long: an international number has at most 15 digits',
  startWithZero: (home: PhoneHome) =>
    `Start ${PLANS[home].article} ${PLANS[home].adjective} number with 0, or type + and the country code`,
  invalidNational: (home: PhoneHome) =>
    `Enter a valid ${PLANS[home].adjective} number, such as ${PLANS[home].example}`,
} as const;

/** The default country for national numbers, from the account's country (NZ, AU, GB, SA, AE). */
export function phoneHomeFor(accountCountry: string): PhoneHome | null {
  return accountCountry === 'NZ' || accountCountry === 'AU' ? accountCountry : null;
}

function fail(error: string): ParseResult<never> {
  return { ok: false, error };
}

/** Reads a typed phone number into its international form, or says what is wrong with it. */
export function parsePhone(text: string, home: PhoneHome | null): ParseResult<string> {
  const typed = text.trim();
  if (typed === '') return fail(PHONE_ERRORS.empty);
  if (typed.length > MAX_PHONE_LENGTH) return fail(PHONE_ERRORS.tooLong);
  if (!/^\+?[0-9 ().-]+$/.test(typed)) return fail(PHONE_ERRORS.characters);
  const digits = typed.replace(/\D/g, '');
  const international = toInternational(typed.startsWith('+'), digits, home);
  if (!international.ok) return international;
  return formatInternational(international.value);
}

/** The country code and national number as one digit string, without the '+'. */
function toInternational(plus: boolean, digits: string, home: PhoneHome | null): ParseResult<string> {
  if (plus) return { ok: true, value: digits };
  const exitCode = home ? PLANS[home].exitCode : '00';
  if (digits.startsWith(exitCode)) return { ok: true, value: digits.slice(exitCode.length) };
  if (!home) return fail(PHONE_ERRORS.needsCountryCode);
  if (!digits.startsWith('0')) return fail(PHONE_ERRORS.startWithZero(home));
  return { ok: true, value: PLANS[home].code + digits.slice(1) };
}

function formatInternational(digits: string): ParseResult<string> {
  if (digits === '' || SPARE_CODE_PREFIXES.some((p) => digits.startsWith(p))) {
    return fail(PHONE_ERRORS.countryCode);
  }
  if (digits.length > MAX_DIGITS) return fail(PHONE_ERRORS.tooLong);
  const codeLength = '17'.includes(digits[0]!) ? 1 : TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  const code = digits.slice(0, codeLength);
  let national = digits.slice(codeLength);
  const home = (Object.keys(PLANS) as PhoneHome[]).find((h) => PLANS[h].code === code);
  let groups: number[] | null;
  if (home) {
    // '+64 (0)9 …' is a common way of writing it; NZ and AU national numbers never start with 0.
    national = national.replace(/^0/, '');
    groups = PLANS[home].groups(national);
    if (!groups) return fail(PHONE_ERRORS.invalidNational(home));
  } else {
    if (national.length < MIN_NATIONAL_DIGITS) return fail(PHONE_ERRORS.tooShort);
    groups = genericGroups(national.length);
  }
  return { ok: true, value: `+${code} ${split(national, groups).join(' ')}` };
}

/**
 * Readable groups for a plan we do not know: threes, ending in a four or two fours so that no
 * group is shorter than three digits ('+44 207 946 0958'). Five digits or fewer stay whole.
 */
export function genericGroups(length: number): number[] {
  if (length <= 5) return [length];
  const tail = [[], [4], [4, 4]][length % 3]!;
  const tailDigits = tail.reduce((a, b) => a + b, 0);
  return [...Array<number>((length - tailDigits) / 3).fill(3), ...tail];
}

function split(digits: string, groups: number[]): string[] {
  let at = 0;
  return groups.map((size) => digits.slice(at, (at += size)));
}
