import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONTACT_ERRORS,
  CONTACT_LIMITS,
  checkCompanyName,
  checkContactName,
  checkEmail,
  checkPhone,
  checkRole,
  isEmailAddress,
  tidyText,
} from './contact-fields';
import { PHONE_ERRORS } from './phone';

describe('isEmailAddress (§5 "a standard address pattern")', () => {
  it.each([
    ['aroha@kauri.example', true],
    ['tom.harris+claims@harbour-build.co.nz', true],
    ["o'brien@example.com", true],
    ['a@b.co', true],
    ['plainaddress', false],
    ['@example.com', false],
    ['bob@', false],
    ['bob@example', false],
    ['.bob@example.com', false],
    ['bob..smith@example.com', false],
    ['bob smith@example.com', false],
    ['bob@-example.com', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('%s → %s', (text, expected) => {
    expect(isEmailAddress(text)).toBe(expected);
  });
});

describe('tidyText', () => {
  it.each([
    ['  Kauri   Interiors\tLtd \n', 'Kauri Interiors Ltd'],
    ['a\u0000b', 'a b'],
    ['Ōrākei', 'Ōrākei'],
  ])('%j → %j', (raw, tidy) => {
    expect(tidyText(raw)).toBe(tidy);
  });

  it('property: leaves no control character, no double space and no edge space', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const tidy = tidyText(raw);
        expect(tidy).not.toMatch(/\p{Cc}|\s\s|^\s|\s$/u);
        expect(tidyText(tidy)).toBe(tidy);
      }),
    );
  });
});

describe('field checks', () => {
  it.each([
    ['company', checkCompanyName, '  Harbour  Build ', { ok: true, value: 'Harbour Build' }],
    ['company', checkCompanyName, ' ', { ok: false, error: CONTACT_ERRORS.companyName }],
    [
      'company',
      checkCompanyName,
      'x'.repeat(CONTACT_LIMITS.companyName + 1),
      { ok: false, error: CONTACT_ERRORS.companyNameTooLong },
    ],
    ['contact', checkContactName, 'Tom Harris', { ok: true, value: 'Tom Harris' }],
    ['contact', checkContactName, '', { ok: false, error: CONTACT_ERRORS.contactName }],
    [
      'contact',
      checkContactName,
      'x'.repeat(CONTACT_LIMITS.contactName + 1),
      { ok: false, error: CONTACT_ERRORS.contactNameTooLong },
    ],
    ['email', checkEmail, ' Tom@Harbour.Example ', { ok: true, value: 'tom@harbour.example' }],
    ['email', checkEmail, '', { ok: true, value: null }],
    ['email', checkEmail, 'tom@', { ok: false, error: CONTACT_ERRORS.email }],
    ['role', checkRole, ' Commercial  Manager', { ok: true, value: 'Commercial Manager' }],
    ['role', checkRole, '', { ok: true, value: null }],
    [
      'role',
      checkRole,
      'x'.repeat(CONTACT_LIMITS.role + 1),
      { ok: false, error: CONTACT_ERRORS.roleTooLong },
    ],
    ['phone', checkPhone('NZ'), '09 555 0142', { ok: true, value: '+64 9 555 0142' }],
    ['phone', checkPhone('NZ'), '  ', { ok: true, value: null }],
    ['phone', checkPhone(null), '09 555 0142', { ok: false, error: PHONE_ERRORS.needsCountryCode }],
  ])('%s %j', (_field, check, raw, expected) => {
    expect(check(raw)).toEqual(expected);
  });
});
