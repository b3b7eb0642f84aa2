// The retention trust rules by jurisdiction (../shared/domain/retention-trust.md): NZ CCA 2002 Part 2A
// (held on trust from withholding, s18C; reports s18FD); NSW SOP Regulation 2020 cl 8(2) (deposit
// within 5 business days; business days per NSW SOP Act s4, 27–31 December excluded).
import { describe, expect, it } from 'vitest';
import { depositDueOn, retentionTrustRules } from './retention-trust-rules';

describe('retentionTrustRules', () => {
  it.each([
    { jurisdiction: 'NZ', named: false, scheme: 'nz_cca' },
    { jurisdiction: 'NZ', named: true, scheme: 'nz_cca' },
    { jurisdiction: 'AU-NSW', named: true, scheme: 'nsw_sop' },
    { jurisdiction: 'AU-NSW', named: false, scheme: null },
    { jurisdiction: 'AU-QLD', named: true, scheme: 'qld_bif' },
    { jurisdiction: 'AU-VIC', named: true, scheme: null },
    { jurisdiction: 'GB-ENG', named: true, scheme: null },
  ] as const)('$jurisdiction, holding named: $named → $scheme', ({ jurisdiction, named, scheme }) => {
    expect(retentionTrustRules(jurisdiction, named)?.scheme ?? null).toBe(scheme);
  });

  it('only New Zealand refuses a withholding certificate with nowhere named, and asks for transaction reports', () => {
    expect(retentionTrustRules('NZ', false)).toMatchObject({
      holdingRequired: true,
      transactionReports: true,
    });
    expect(retentionTrustRules('AU-NSW', true)).toMatchObject({
      holdingRequired: false,
      transactionReports: false,
    });
  });
});

describe('depositDueOn', () => {
  it.each([
    // NZ: held in the trust account from withholding: due the same day.
    { jurisdiction: 'NZ', withheld: '2026-11-17', due: '2026-11-17' },
    // NSW: 5 business days: Tue 17 Nov → Wed 18 … Tue 24 November.
    { jurisdiction: 'AU-NSW', withheld: '2026-11-17', due: '2026-11-24' },
    // NSW over Christmas: Wed 23 Dec 2026 → Thu 24 (1), [25, 26 holidays, 27–31 Dec excluded, 1 Jan
    // holiday], Mon 4 (2), Tue 5 (3), Wed 6 (4), Thu 7 January 2027 (5).
    { jurisdiction: 'AU-NSW', withheld: '2026-12-23', due: '2027-01-07' },
  ] as const)('$jurisdiction: withheld $withheld, deposit by $due', ({ jurisdiction, withheld, due }) => {
    expect(depositDueOn(retentionTrustRules(jurisdiction, true)!, withheld, jurisdiction)).toBe(due);
  });

  it('Queensland: no deposit deadline is modelled', () => {
    expect(depositDueOn(retentionTrustRules('AU-QLD', true)!, '2026-11-17', 'AU-QLD')).toBeNull();
  });
});
