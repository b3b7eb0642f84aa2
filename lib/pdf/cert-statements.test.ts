import { describe, expect, it } from 'vitest';
import { bctiStatement } from './cert-statements';

const longDate = (iso: string) => `«${iso}»`;
const parties = { payee: 'Kauri Interiors Ltd', payer: 'Harbour Build Ltd' };

describe('bctiStatement', () => {
  it('states the NZ agreement with its date and section (GST Act 1985 s19K(4))', () => {
    expect(bctiStatement('NZ', parties, '2026-11-02', longDate)).toBe(
      'Kauri Interiors Ltd (the supplier) agreed on «2026-11-02» that Harbour Build Ltd (the recipient) provides the taxable supply information for supplies under this contract and that Kauri Interiors Ltd does not: buyer-created taxable supply information under section 19K(4) of the Goods and Services Tax Act 1985.',
    );
  });

  it('prints nothing without an agreement, nor outside NZ (AU wording unverified)', () => {
    expect(bctiStatement('NZ', parties, null, longDate)).toBeNull();
    for (const country of ['AU', 'GB', 'SA', 'AE']) {
      expect(bctiStatement(country, parties, '2026-11-02', longDate)).toBeNull();
    }
  });
});
