import { describe, expect, it } from 'vitest';
import {
  CERT_TERM_WORDS,
  certificateName,
  certTermKey,
  CLAIM_TERM_WORDS,
  claimTermKey,
  defaultClaimName,
  renamedClaim,
  termHeadsDocument,
} from './document-terms';
import type { Jurisdiction } from './working-days';

describe('document terms', () => {
  it('offers the three claim words and the two certificate words, defaults first', () => {
    expect(CLAIM_TERM_WORDS).toEqual(['Payment Claim', 'Progress Claim', 'Payment Application']);
    expect(CERT_TERM_WORDS).toEqual(['Payment Certificate', 'Payment Schedule']);
  });

  it.each([
    ['Payment Claim', 'payment_claim'],
    ['Progress Claim', 'progress_claim'],
    ['Payment Application', 'payment_application'],
  ] as const)('claim words %s are stored as %s', (words, key) => expect(claimTermKey(words)).toBe(key));

  it.each([
    ['Payment Certificate', 'payment_certificate'],
    ['Payment Schedule', 'payment_schedule'],
  ] as const)('certificate words %s are stored as %s', (words, key) => expect(certTermKey(words)).toBe(key));

  it('refuses words that are not a term', () => {
    expect(() => claimTermKey('Invoice' as never)).toThrow(RangeError);
    expect(() => certTermKey('Payment Claim' as never)).toThrow(RangeError);
  });

  it.each([
    ['payment_claim', 'Payment Claim 4 – December 2026'],
    ['progress_claim', 'Progress Claim 4 – December 2026'],
    ['payment_application', 'Payment Application 4 – December 2026'],
  ] as const)('a new %s is named %s', (term, name) =>
    expect(defaultClaimName(term, 4, 'December 2026')).toBe(name),
  );

  it.each([
    [{ term: 'payment_certificate', number: 2, ref: 'PS-002' }, 'Payment Certificate 2 (PS-002)'],
    [{ term: 'payment_schedule', number: 2, ref: 'PS-002' }, 'Payment Schedule 2 (PS-002)'],
    [{ term: 'payment_schedule', number: 7, ref: null }, 'Payment Schedule 7'],
    [{ term: 'payment_certificate', number: 1 }, 'Payment Certificate 1'],
  ] as const)('certificate %o is named %s', (cert, name) => expect(certificateName(cert)).toBe(name));

  it.each([
    [
      'Payment Claim 3 – November 2026',
      'payment_claim',
      'progress_claim',
      'Progress Claim 3 – November 2026',
    ],
    [
      'Progress Claim 3 – November 2026',
      'progress_claim',
      'payment_application',
      'Payment Application 3 – November 2026',
    ],
    [
      'Payment Claim for the lobby variations',
      'payment_claim',
      'progress_claim',
      'Progress Claim for the lobby variations',
    ],
    // A name of the payee's own, not starting with the old words, is kept as typed.
    ['November claim', 'payment_claim', 'progress_claim', 'November claim'],
    ['payment claim 3', 'payment_claim', 'progress_claim', 'payment claim 3'],
    ['Payment Claims register', 'payment_claim', 'progress_claim', 'Payment Claims register'],
    ['Payment Claim 3', 'payment_claim', 'payment_claim', 'Payment Claim 3'],
  ] as const)('%s renamed from %s to %s → %s', (name, from, to, renamed) =>
    expect(renamedClaim(name, from, to)).toBe(renamed),
  );

  it.each([
    ['NZ', true],
    ['AU-NSW', true],
    ['AU-QLD', true],
    ['AU-NT', true],
    // The UK Act's notices and FIDIC's statements keep the heading they are known by.
    ['GB-ENG', false],
    ['GB-NIR', false],
    ['AE', false],
    ['SA', false],
  ] as const)('in %s the account words head the PDF: %s', (jurisdiction, heads) =>
    expect(termHeadsDocument(jurisdiction as Jurisdiction)).toBe(heads),
  );
});
