// The account's words title the document; the statute's statement under the title never changes.
import { describe, expect, it } from 'vitest';
import { CERT_TERMS, CLAIM_TERMS, type CertTermKey, type ClaimTermKey } from '@/lib/domain/document-terms';
import { certHeading, certWording } from './cert-statements';
import { AU_CLAIM_RULES } from '@/lib/domain/au-claim-rules';
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

// Issue 32 item 3: what each state's Act asks the claim to say (lib/domain/au-claim-rules.ts).
describe('Australian claim statements', () => {
  it.each([
    [
      'AU-NSW',
      'SOP Act 1999 (NSW) s13(2)(c)',
      'made under the Building and Construction Industry Security of Payment Act 1999 (NSW).',
    ],
    [
      'AU-VIC',
      'SOP Act 2002 (Vic) s14(2)(e)',
      'made under the Building and Construction Industry Security of Payment Act 2002 (Vic).',
    ],
    ['AU-QLD', 'BIF Act 2017 (Qld) s68(1)(c)', 'The claimant requests payment of the claimed amount.'],
    [
      'AU-WA',
      'SOP Act 2021 (WA) s24, unverified',
      'made under the Building and Construction Industry (Security of Payment) Act 2021 (WA).',
    ],
    [
      'AU-SA',
      'SOP Act 2009 (SA) s13(2)(c), unverified',
      'made under the Building and Construction Industry Security of Payment Act 2009 (SA).',
    ],
    [
      'AU-TAS',
      'SOP Act 2009 (Tas) s17(2)(c), unverified',
      'made under the Building and Construction Industry Security of Payment Act 2009 (Tas).',
    ],
    [
      'AU-ACT',
      'SOP Act 2009 (ACT) s15(2)(c), unverified',
      'made under the Building and Construction Industry (Security of Payment) Act 2009 (ACT).',
    ],
    [
      'AU-NT',
      'CC (SOP) Act 2004 (NT), unverified',
      'made under the Construction Contracts (Security of Payments) Act 2004 (NT).',
    ],
  ] as const)('%s (%s) says %s', (jurisdiction, _section, phrase) => {
    const { statement } = documentWording(jurisdiction);
    expect(statement).toContain(phrase);
    // What the issue check asks of it, the statement carries.
    for (const { phrase: required } of AU_CLAIM_RULES[jurisdiction]!.requires)
      expect(statement).toContain(required);
  });

  it('only the sections read in the Act’s text are marked verified (NSW, Vic, Qld)', () => {
    const verified = Object.entries(AU_CLAIM_RULES)
      .filter(([, rule]) => rule.verified)
      .map(([j]) => j);
    expect(verified).toEqual(['AU-NSW', 'AU-VIC', 'AU-QLD']);
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
