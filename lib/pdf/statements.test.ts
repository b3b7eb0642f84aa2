// The account's words title the document; the statute's statement under the title never changes.
import { describe, expect, it } from 'vitest';
import { CERT_TERMS, CLAIM_TERMS, type CertTermKey, type ClaimTermKey } from '@/lib/domain/document-terms';
import { certHeading, certWording } from './cert-statements';
import { claimHeading, documentWording } from './statements';

const CLAIM_KEYS = Object.keys(CLAIM_TERMS) as ClaimTermKey[];
const CERT_KEYS = Object.keys(CERT_TERMS) as CertTermKey[];

describe('claim headings', () => {
  it.each(CLAIM_KEYS)('an NZ %s is headed in the payee’s words; the CCA s20 statement stays', (term) => {
    expect(claimHeading('NZ', term)).toBe(CLAIM_TERMS[term]);
    expect(documentWording('NZ').statement).toBe(
      'This is a payment claim made under the Construction Contracts Act 2002.',
    );
  });

  it('an Australian claim is headed in the payee’s words', () => {
    expect(claimHeading('AU-NSW', 'progress_claim')).toBe('Progress Claim');
  });

  it.each([
    ['GB-ENG', 'Application for Payment'],
    ['GB-NIR', 'Application for Payment'],
    ['AE', 'Interim Payment Statement'],
  ] as const)('in %s the heading stays %s whatever the words', (jurisdiction, heading) => {
    for (const term of CLAIM_KEYS) expect(claimHeading(jurisdiction, term)).toBe(heading);
  });
});

describe('certificate headings', () => {
  it.each(CERT_KEYS)('an NZ %s is headed in the payer’s words; the CCA s21 statement stays', (term) => {
    expect(certHeading('NZ', 'payment_schedule', term)).toBe(CERT_TERMS[term]);
    expect(certWording('NZ', 'payment_schedule', 'Progress Claim 3').statement).toBe(
      'This is a payment schedule given under section 21 of the Construction Contracts Act 2002 in response to Progress Claim 3.',
    );
  });

  it.each([
    ['GB-ENG', 'payment_notice', 'Payment Notice'],
    ['GB-ENG', 'pay_less_notice', 'Pay Less Notice'],
    ['SA', 'payment_schedule', 'Interim Payment Certificate'],
  ] as const)('in %s a %s keeps the heading %s', (jurisdiction, notice, heading) => {
    for (const term of CERT_KEYS) expect(certHeading(jurisdiction, notice, term)).toBe(heading);
  });
});
