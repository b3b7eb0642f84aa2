/**
 * The rules for a company and its contacts (spec §3 Contact / company), in one place for the
 * add/edit form schemas and the CSV import alike. Each check takes the raw text and returns the
 * value to store or the message to show.
 */
import type { ParseResult } from './numbers-input';
import { parsePhone, type PhoneHome } from './phone';

export const CONTACT_LIMITS = {
  companyName: 160,
  contactName: 120,
  /** RFC 5321's limit on a forward path. */
  email: 254,
  role: 80,
  contactsPerCompany: 100,
} as const;

export const CONTACT_ERRORS = {
  companyName: 'Enter the company name',
  companyNameTooLong: `Use at most ${CONTACT_LIMITS.companyName} characters for the company name`,
  contactName: 'Enter the contact name',
  contactNameTooLong: `Use at most ${CONTACT_LIMITS.contactName} characters for the contact name`,
  email: 'Enter a valid email address',
  roleTooLong: `Use at most ${CONTACT_LIMITS.role} characters for the role`,
} as const;

// The "standard address pattern" of §5: the pattern zod's z.email() uses, so that contact emails
// and the other emails of the product agree.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(text: string): boolean {
  return text.length <= CONTACT_LIMITS.email && EMAIL_PATTERN.test(text);
}

/**
 * Collapses runs of white space and control characters to one space and trims: names typed or
 * pasted with tabs, line breaks or NUL bytes are stored clean (PostgreSQL refuses NUL in text).
 */
export function tidyText(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

type Check<T> = (raw: string) => ParseResult<T>;

function required(max: number, missing: string, tooLong: string): Check<string> {
  return (raw) => {
    const value = tidyText(raw);
    if (value === '') return { ok: false, error: missing };
    return value.length > max ? { ok: false, error: tooLong } : { ok: true, value };
  };
}

export const checkCompanyName = required(
  CONTACT_LIMITS.companyName,
  CONTACT_ERRORS.companyName,
  CONTACT_ERRORS.companyNameTooLong,
);

export const checkContactName = required(
  CONTACT_LIMITS.contactName,
  CONTACT_ERRORS.contactName,
  CONTACT_ERRORS.contactNameTooLong,
);

/** Optional. */
export const checkRole: Check<string | null> = (raw) => {
  const value = tidyText(raw);
  if (value === '') return { ok: true, value: null };
  return value.length > CONTACT_LIMITS.role
    ? { ok: false, error: CONTACT_ERRORS.roleTooLong }
    : { ok: true, value };
};

/** Optional; stored in lower case so that the same address is always spelt one way. */
export const checkEmail: Check<string | null> = (raw) => {
  const value = tidyText(raw).toLowerCase();
  if (value === '') return { ok: true, value: null };
  return isEmailAddress(value) ? { ok: true, value } : { ok: false, error: CONTACT_ERRORS.email };
};

/** Optional; national numbers are read as numbers of `home` (see phone.ts). */
export function checkPhone(home: PhoneHome | null): Check<string | null> {
  return (raw) => (raw.trim() === '' ? { ok: true, value: null } : parsePhone(raw, home));
}
