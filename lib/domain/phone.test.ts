import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { genericGroups, parsePhone, PHONE_ERRORS, phoneHomeFor, type PhoneHome } from './phone';

describe('parsePhone: accepted numbers and their international form', () => {
  it.each<[string, PhoneHome | null, string, string]>([
    // [typed, home, stored, source]
    ['09 555 0142', 'NZ', '+64 9 555 0142', 'seed: Auckland landline (area code 09)'],
    ['(03) 555-0123', 'NZ', '+64 3 555 0123', 'NZ plan: area code 03, brackets and dash'],
    ['04.555.0199', 'NZ', '+64 4 555 0199', 'NZ plan: dots as separators'],
    ['021 555 0198', 'NZ', '+64 21 555 0198', 'seed: NZ mobile 021, 9 digits'],
    ['021 555 019', 'NZ', '+64 21 555 019', 'NZ plan: the shortest mobiles have 8 digits'],
    ['0221234567', 'NZ', '+64 22 123 4567', 'NZ plan: 022 mobile'],
    ['022 1234 5678', 'NZ', '+64 22 1234 5678', 'NZ plan: 10-digit mobiles'],
    ['0800 123 456', 'NZ', '+64 800 123 456', 'NZ plan: freephone 0800'],
    ['0508 123 4567', 'NZ', '+64 508 123 4567', 'NZ plan: freephone 0508, 7-digit number'],
    ['0064 9 555 0142', 'NZ', '+64 9 555 0142', 'NZ exit code 00'],
    ['+64 9 555 0142', 'NZ', '+64 9 555 0142', 'already international'],
    ['+64 (0)9 555 0142', null, '+64 9 555 0142', 'the (0) trunk digit some people write'],
    ['+64 09 555 0142', 'AU', '+64 9 555 0142', 'an NZ number typed in an AU account'],
    ['0412 345 678', 'AU', '+61 412 345 678', 'ACMA plan: AU mobile 04'],
    ['02 9876 5432', 'AU', '+61 2 9876 5432', 'ACMA plan: Sydney area code 02'],
    ['(08) 8123 4567', 'AU', '+61 8 8123 4567', 'ACMA plan: area code 08'],
    ['0011 64 21 555 0198', 'AU', '+64 21 555 0198', 'AU exit code 0011'],
    ['+61 412 345 678', 'NZ', '+61 412 345 678', 'an AU mobile typed in an NZ account'],
    ['+44 20 7946 0958', null, '+44 207 946 0958', 'Ofcom drama number, grouped generically'],
    ['0044 20 7946 0958', null, '+44 207 946 0958', 'ITU exit code 00 without a home'],
    ['+1 415 555 2671', null, '+1 415 555 2671', 'E.164 example, NANP country code 1'],
    ['+971 4 123 4567', null, '+971 4123 4567', 'UAE, a three-digit code'],
    ['+966 11 123 4567', null, '+966 111 234 567', 'KSA, a three-digit code'],
    ['+683 4002', null, '+683 4002', 'Niue: a 4-digit national number'],
    ['  +64 9 555 0142  ', null, '+64 9 555 0142', 'surrounding spaces'],
  ])('%j (%s) → %s (%s)', (typed, home, stored) => {
    expect(parsePhone(typed, home)).toEqual({ ok: true, value: stored });
  });
});

describe('parsePhone: refused numbers say why', () => {
  it.each<[string, PhoneHome | null, string, string]>([
    ['', 'NZ', PHONE_ERRORS.empty, 'nothing typed'],
    ['   ', 'NZ', PHONE_ERRORS.empty, 'only spaces'],
    ['09 555 0142 ext 3', 'NZ', PHONE_ERRORS.characters, 'no extensions'],
    ['+64+9', 'NZ', PHONE_ERRORS.characters, 'a + only at the start'],
    ['+', null, PHONE_ERRORS.characters, 'a lone +'],
    ['9 555 0142', 'NZ', PHONE_ERRORS.startWithZero('NZ'), 'neither trunk 0 nor +'],
    ['412 345 678', 'AU', PHONE_ERRORS.startWithZero('AU'), 'neither trunk 0 nor +'],
    ['09 555 0142', null, PHONE_ERRORS.needsCountryCode, 'a GB/SA/AE account has no default'],
    ['09 555 014', 'NZ', PHONE_ERRORS.invalidNational('NZ'), 'NZ landlines have 7 digits after 09'],
    ['09 555 01423', 'NZ', PHONE_ERRORS.invalidNational('NZ'), 'NZ landlines have 7 digits after 09'],
    ['05 555 0142', 'NZ', PHONE_ERRORS.invalidNational('NZ'), 'NZ has no area code 05'],
    ['021 12345', 'NZ', PHONE_ERRORS.invalidNational('NZ'), 'NZ mobiles have at least 6 more digits'],
    ['0412 345 67', 'AU', PHONE_ERRORS.invalidNational('AU'), 'AU numbers have 9 digits'],
    ['05 1234 5678', 'AU', PHONE_ERRORS.invalidNational('AU'), 'no AU area code 05'],
    ['+0 123 4567', null, PHONE_ERRORS.countryCode, 'no country code starts with 0'],
    ['+28 1234 5678', null, PHONE_ERRORS.countryCode, 'ITU spare code family 28x'],
    ['+ ()', null, PHONE_ERRORS.countryCode, 'no digits at all'],
    ['+44 123', null, PHONE_ERRORS.tooShort, 'fewer than 4 national digits'],
    ['+44 1234 5678 9012 34', null, PHONE_ERRORS.tooLong, 'E.164: at most 15 digits'],
    ['0'.repeat(41), 'NZ', PHONE_ERRORS.tooLong, 'far too long to read'],
  ])('%j (%s) → %s (%s)', (typed, home, error) => {
    expect(parsePhone(typed, home)).toEqual({ ok: false, error });
  });
});

describe('phoneHomeFor', () => {
  it.each([
    ['NZ', 'NZ'],
    ['AU', 'AU'],
    ['GB', null],
    ['SA', null],
    ['AE', null],
  ])('%s → %s (spec §5: defaulting to NZ or AU)', (country, home) => {
    expect(phoneHomeFor(country)).toBe(home);
  });
});

describe('genericGroups', () => {
  it.each([
    [4, [4]],
    [5, [5]],
    [6, [3, 3]],
    [7, [3, 4]],
    [8, [4, 4]],
    [10, [3, 3, 4]],
    [11, [3, 4, 4]],
  ])('%i digits → %o', (length, groups) => {
    expect(genericGroups(length)).toEqual(groups);
  });

  it('property: covers every digit, with no group under 3 once past 5 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), (length) => {
        const groups = genericGroups(length);
        expect(groups.reduce((a, b) => a + b, 0)).toBe(length);
        if (length > 5) for (const g of groups) expect(g).toBeGreaterThanOrEqual(3);
      }),
    );
  });
});

describe('parsePhone properties', () => {
  const home = fc.constantFrom<PhoneHome | null>('NZ', 'AU', null);
  const digits = (min: number, max: number) =>
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
  const nzLandline = fc.tuple(fc.constantFrom('3', '4', '6', '7', '9'), digits(7, 7)).map((p) => p.join(''));
  const auNumber = fc.tuple(fc.constantFrom('2', '3', '4', '7', '8'), digits(8, 8)).map((p) => p.join(''));

  it('never throws, and what it accepts is "+code groups" of at most 15 digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), home, (text, h) => {
        const result = parsePhone(text, h);
        if (result.ok) {
          expect(result.value).toMatch(/^\+[1-9]\d{0,2}( \d+)+$/);
          expect(result.value.replace(/\D/g, '').length).toBeLessThanOrEqual(15);
        }
      }),
    );
  });

  it('is idempotent: the stored form reads back as itself in any account', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9 ()-]{1,30}$/), home, home, (text, h1, h2) => {
        const first = parsePhone(text, h1);
        if (first.ok) expect(parsePhone(first.value, h2)).toEqual(first);
      }),
    );
  });

  it('a national NZ number and its +64 form are the same number', () => {
    fc.assert(
      fc.property(nzLandline, (national) => {
        expect(parsePhone(`0${national}`, 'NZ')).toEqual(parsePhone(`+64${national}`, null));
      }),
    );
  });

  it('a national AU number and its +61 form are the same number', () => {
    fc.assert(
      fc.property(auNumber, (national) => {
        expect(parsePhone(`0${national}`, 'AU')).toEqual(parsePhone(`+61 ${national}`, 'NZ'));
      }),
    );
  });

  it('separators do not matter', () => {
    const separator = fc.constantFrom('', ' ', '-', '.', '  ');
    fc.assert(
      fc.property(nzLandline, fc.array(separator, { minLength: 9, maxLength: 9 }), (national, seps) => {
        const typed = `0${national}`
          .split('')
          .map((d, i) => d + (seps[i] ?? ''))
          .join('');
        expect(parsePhone(typed, 'NZ')).toEqual(parsePhone(`0${national}`, 'NZ'));
      }),
    );
  });
});
