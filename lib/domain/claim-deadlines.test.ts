// The one deadline rule (lib/domain/claim-deadlines.ts): the contract's date where it sets one, the
// statute's where it is silent, and the statutory date where a capped Act allows less than the
// contract gives. Law: /work/shared/domain/statutory-rules.md — NZ CCA 2002 s18, s22(b)(i)/(ii), s5
// working days; NSW SOP Act 1999 s14(4)(b), Vic SOP Act 2002 s15(4)(b), Qld BIF Act 2017 s76(1)
// ("whichever expires earlier"); NSW s11(1A), (1B) payment due "or an earlier date" (a cap), Qld BIF
// Act s73(1), Vic s12(1) (the contract's day, else 10 business days); HGCRA 1996 s110(1)(a),
// s110A(2); FIDIC Red Book 14.6, 14.7.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from './calendars/dates';
import { CONTRACT_CLAUSE, claimDeadlines, type ClaimDeadlineInput } from './claim-deadlines';
import { addWorkingDays, type Jurisdiction } from './working-days';

/** An NZ November 2026 claim on the §9 terms: claim due 27 Nov, cert 15 Dec, payment 21 Dec. */
const november = (over: Partial<ClaimDeadlineInput> = {}): ClaimDeadlineInput => ({
  jurisdiction: 'NZ',
  contractSetsTerms: true,
  claimTo: '2026-11-30',
  claimDue: '2026-11-27',
  certDue: '2026-12-15',
  paymentDue: '2026-12-21',
  servedOn: '2026-11-20',
  ...over,
});

const NZ_20_DAYS = 'CCA 2002 s22(b)(ii): 20 working days after the claim is served';

describe('NZ — the contract governs where it sets a time (s18(a), s22(b)(i)), else 20 working days', () => {
  it.each([
    // Served Fri 20 Nov; the contract says the 15th of the following month → 15 Dec, earlier than statute.
    ['terms, contract earlier', november(), '2026-12-15', 'contract', CONTRACT_CLAUSE],
    // Same contract, the claim period ending in January: 15 Feb is after the 20 working days, and still
    // governs — the demo contract SC-014-03's case, which the certificate screens once showed otherwise.
    [
      'terms, contract later',
      november({
        claimTo: '2027-01-31',
        claimDue: '2027-01-29',
        certDue: '2027-02-15',
        servedOn: '2027-01-29',
      }),
      '2027-02-15',
      'contract',
      CONTRACT_CLAUSE,
    ],
    // No payment terms: 23–27 Nov = 5, 30 Nov–4 Dec = 10, 7–11 = 15, 14–18 Dec = 20.
    ['silent', november({ contractSetsTerms: false }), '2026-12-18', 'statutory', NZ_20_DAYS],
    // Served Fri 27 Nov: 30 Nov–18 Dec = 15, 21–23 Dec = 18, closed 24 Dec–5 Jan (s5), 6–7 Jan = 20.
    [
      'silent, over the closed period',
      november({ contractSetsTerms: false, servedOn: '2026-11-27' }),
      '2027-01-07',
      'statutory',
      NZ_20_DAYS,
    ],
  ] as const)('%s → %s', (_case, input, date, applies, source) => {
    const { payment_schedule } = claimDeadlines(input);
    expect(payment_schedule).toMatchObject({
      kind: 'payment_schedule',
      date,
      applies,
      source,
      estimated: false,
    });
    expect(payment_schedule.consequence).toContain('liable for the full claimed amount');
  });

  it('payment due: the contract date with terms, else 20 working days after service (s18)', () => {
    expect(claimDeadlines(november()).payment_due).toMatchObject({ date: '2026-12-21', applies: 'contract' });
    expect(claimDeadlines(november({ contractSetsTerms: false })).payment_due).toMatchObject({
      date: '2026-12-18',
      applies: 'statutory',
      source: 'CCA 2002 s18: 20 working days after the claim is served',
    });
  });

  it("claim due: the contract's date, or ClaimCert's default when the contract is silent (no statute sets it)", () => {
    expect(claimDeadlines(november()).claim_due).toMatchObject({
      date: '2026-11-27',
      applies: 'contract',
      source: CONTRACT_CLAUSE,
    });
    expect(claimDeadlines(november({ contractSetsTerms: false })).claim_due).toMatchObject({
      date: '2026-11-27',
      applies: 'default',
      source: 'ClaimCert default: the contract sets no date',
    });
  });

  it('before service, statutory dates count from the claim due date and are estimated; contract dates are not', () => {
    const silent = claimDeadlines(november({ contractSetsTerms: false, servedOn: null }));
    expect(silent.payment_schedule).toMatchObject({
      date: addWorkingDays('2026-11-27', 20, 'NZ'),
      applies: 'statutory',
      estimated: true,
    });
    expect(claimDeadlines(november({ servedOn: null })).payment_schedule).toMatchObject({
      date: '2026-12-15',
      estimated: false,
    });
  });
});

describe('Australia — the Act caps the contract time (whichever expires earlier)', () => {
  // Served Fri 27 Nov 2026: NSW 10 business days → Fri 11 Dec 2026.
  const nsw = (over: Partial<ClaimDeadlineInput>) =>
    november({ jurisdiction: 'AU-NSW', servedOn: '2026-11-27', ...over });
  it.each([
    ['contract longer than the Act allows', nsw({ certDue: '2026-12-15' }), '2026-12-11', 'statutory'],
    ['contract shorter', nsw({ certDue: '2026-12-08' }), '2026-12-08', 'contract'],
    ['contract silent', nsw({ contractSetsTerms: false }), '2026-12-11', 'statutory'],
  ] as const)('NSW, %s → %s', (_case, input, date, applies) => {
    expect(claimDeadlines(input).payment_schedule).toMatchObject({ date, applies });
  });

  it('says when the cap displaces the contract date', () => {
    expect(claimDeadlines(nsw({ certDue: '2026-12-15' })).payment_schedule.source).toBe(
      "SOP Act 1999 (NSW) s14(4)(b)(ii): 10 business days after the claim is served (the contract's " +
        '2026-12-15 is later than the Act allows)',
    );
  });

  it("a state whose Act is not modelled: the contract's date, or ClaimCert's default, never a statute", () => {
    const wa = (terms: boolean) =>
      claimDeadlines(november({ jurisdiction: 'AU-WA', contractSetsTerms: terms })).payment_schedule;
    expect(wa(true)).toMatchObject({ date: '2026-12-15', applies: 'contract', statutory_date: null });
    expect(wa(false)).toMatchObject({ date: '2026-12-15', applies: 'default' });
    expect(wa(false).consequence).toContain('No statutory time is modelled');
  });
});

describe('Australia — payment due: the Act when the contract is silent, capped in NSW (s11(1A), (1B))', () => {
  // Served Thu 10 Dec 2026 (statutory-deadlines.test.ts works the days): NSW head contract 15 business
  // days → Fri 8 Jan 2027, subcontract 20 → Fri 15 Jan 2027. Qld and Vic 10: 11, 14–18, 21 Dec = 7,
  // then both closed from 22 Dec to 10 Jan, 11–13 Jan = 10 → Wed 13 Jan 2027.
  const december = (over: Partial<ClaimDeadlineInput>) =>
    november({
      claimTo: '2026-12-10',
      claimDue: '2026-12-10',
      certDue: '2026-12-17',
      servedOn: '2026-12-10',
      ...over,
    });
  it.each([
    [
      'NSW head contract, silent',
      {
        jurisdiction: 'AU-NSW',
        contractTier: 'head_contract',
        contractSetsTerms: false,
        paymentDue: '2027-02-01',
      },
      '2027-01-08',
      'statutory',
    ],
    [
      'NSW subcontract, silent',
      {
        jurisdiction: 'AU-NSW',
        contractTier: 'subcontract',
        contractSetsTerms: false,
        paymentDue: '2027-02-01',
      },
      '2027-01-15',
      'statutory',
    ],
    // s11(1A)(b): an earlier contract date governs.
    [
      'NSW head contract, contract earlier',
      { jurisdiction: 'AU-NSW', contractTier: 'head_contract', paymentDue: '2027-01-05' },
      '2027-01-05',
      'contract',
    ],
    // A later one has no effect: the Act's date, labelled statutory.
    [
      'NSW head contract, contract later',
      { jurisdiction: 'AU-NSW', contractTier: 'head_contract', paymentDue: '2027-01-12' },
      '2027-01-08',
      'statutory',
    ],
    [
      'NSW subcontract, contract later',
      { jurisdiction: 'AU-NSW', contractTier: 'subcontract', paymentDue: '2027-02-26' },
      '2027-01-15',
      'statutory',
    ],
    // The same 12 Jan is within a subcontract's 20 business days: the contract's.
    [
      'NSW subcontract, contract earlier',
      { jurisdiction: 'AU-NSW', contractTier: 'subcontract', paymentDue: '2027-01-12' },
      '2027-01-12',
      'contract',
    ],
    [
      'Qld, silent',
      { jurisdiction: 'AU-QLD', contractSetsTerms: false, paymentDue: '2027-02-01' },
      '2027-01-13',
      'statutory',
    ],
    // s73(1)(a): the contract's day, even a later one (the QBCC Act limits are not modelled).
    [
      'Qld, contract later',
      { jurisdiction: 'AU-QLD', contractTier: 'head_contract', paymentDue: '2027-02-26' },
      '2027-02-26',
      'contract',
    ],
    [
      'Vic, silent',
      { jurisdiction: 'AU-VIC', contractSetsTerms: false, paymentDue: '2027-02-01' },
      '2027-01-13',
      'statutory',
    ],
    ['Vic, contract later', { jurisdiction: 'AU-VIC', paymentDue: '2027-02-26' }, '2027-02-26', 'contract'],
  ] as const)('%s', (_case, over, date, applies) => {
    expect(claimDeadlines(december(over)).payment_due).toMatchObject({ date, applies });
  });

  it('says when the cap displaces the contract date', () => {
    const due = claimDeadlines(
      december({ jurisdiction: 'AU-NSW', contractTier: 'subcontract', paymentDue: '2027-02-26' }),
    ).payment_due;
    expect(due).toMatchObject({ contract_date: '2027-02-26', statutory_date: '2027-01-15' });
    expect(due.source).toBe(
      'SOP Act 1999 (NSW) s11(1B): 20 business days after the claim is made (subcontract), or an earlier ' +
        "date the contract sets (the contract's 2027-02-26 is later than the Act allows)",
    );
  });

  it('before service the Act’s date counts from the claim due date and is estimated', () => {
    const due = claimDeadlines(
      december({
        jurisdiction: 'AU-NSW',
        contractTier: 'head_contract',
        contractSetsTerms: false,
        servedOn: null,
      }),
    ).payment_due;
    expect(due).toMatchObject({ date: '2027-01-08', applies: 'statutory', estimated: true });
  });
});

describe('UK and FIDIC keep their modelling under the same rule', () => {
  it("UK: the contract's due date starts the notices; the payment notice is capped at 5 days after it", () => {
    const uk = (over: Partial<ClaimDeadlineInput>) =>
      claimDeadlines(
        november({ jurisdiction: 'GB-ENG', paymentDue: '2026-12-10', servedOn: '2026-12-01', ...over }),
      );
    // s110A(2): 10 Dec + 5 days (s116: weekends count) → 15 Dec; the contract's 20 Dec is later.
    expect(uk({ certDue: '2026-12-20' }).payment_schedule).toMatchObject({
      kind: 'payment_notice',
      date: '2026-12-15',
      applies: 'statutory',
    });
    expect(uk({ certDue: '2026-12-12' }).payment_schedule).toMatchObject({
      date: '2026-12-12',
      applies: 'contract',
    });
    expect(uk({}).payment_due).toMatchObject({ date: '2026-12-10', applies: 'contract' });
    expect(uk({}).further.map((d) => d.kind)).toEqual(['pay_less_notice', 'final_date']);
    // Silent: Scheme para 4, the later of 7 days after the period end (7 Dec) and the claim (1 Dec).
    expect(uk({ contractSetsTerms: false }).payment_due).toMatchObject({
      date: '2026-12-07',
      applies: 'statutory',
    });
  });

  it("FIDIC: the contract's payment terms are its Particular Conditions; silent, 28 and 56 days (14.6, 14.7)", () => {
    const ae = (terms: boolean) =>
      claimDeadlines(november({ jurisdiction: 'AE', contractSetsTerms: terms, servedOn: '2026-12-18' }));
    expect(ae(true).payment_schedule).toMatchObject({
      kind: 'interim_payment_certificate',
      date: '2026-12-15',
      applies: 'contract',
    });
    expect(ae(false).payment_schedule).toMatchObject({ date: '2027-01-15', applies: 'statutory' });
    expect(ae(false).payment_due).toMatchObject({ date: '2027-02-12' });
  });
});

describe('properties', () => {
  const day = fc.integer({ min: parseDate('2024-01-01'), max: parseDate('2030-12-31') });
  const claim = (jurisdictions: Jurisdiction[], terms: fc.Arbitrary<boolean>) =>
    fc
      .record({
        jurisdiction: fc.constantFrom(...jurisdictions),
        contractSetsTerms: terms,
        served: day,
        cert: fc.integer({ min: 0, max: 90 }),
        pay: fc.integer({ min: 0, max: 120 }),
      })
      .map((r): ClaimDeadlineInput => ({
        jurisdiction: r.jurisdiction,
        contractSetsTerms: r.contractSetsTerms,
        claimTo: formatDate(r.served),
        claimDue: formatDate(r.served),
        certDue: formatDate(r.served + r.cert),
        paymentDue: formatDate(r.served + r.pay),
        servedOn: formatDate(r.served),
      }));

  it('NZ with payment terms: the schedule and payment dates are always the contract’s (s22(b)(i), s18(a))', () => {
    fc.assert(
      fc.property(claim(['NZ'], fc.constant(true)), (input) => {
        const d = claimDeadlines(input);
        expect(d.payment_schedule).toMatchObject({ date: input.certDue, source: CONTRACT_CLAUSE });
        expect(d.payment_due).toMatchObject({ date: input.paymentDue, source: CONTRACT_CLAUSE });
      }),
    );
  });

  it('AU (NSW, VIC, QLD): the governing schedule date is never later than the statutory cap', () => {
    const days: Partial<Record<Jurisdiction, number>> = { 'AU-NSW': 10, 'AU-VIC': 10, 'AU-QLD': 15 };
    fc.assert(
      fc.property(claim(['AU-NSW', 'AU-VIC', 'AU-QLD'], fc.boolean()), (input) => {
        const cap = addWorkingDays(input.servedOn!, days[input.jurisdiction]!, input.jurisdiction);
        const { payment_schedule: s } = claimDeadlines(input);
        expect(s.date <= cap).toBe(true);
        if (input.contractSetsTerms) expect(s.date).toBe(input.certDue < cap ? input.certDue : cap);
      }),
    );
  });

  it('NSW: the governing payment due date is never later than s11(1A)/(1B) allow, the tier chosen', () => {
    const tiers = fc.constantFrom('head_contract', 'subcontract' as const);
    fc.assert(
      fc.property(claim(['AU-NSW'], fc.boolean()), tiers, (input, contractTier) => {
        const most = addWorkingDays(input.servedOn!, contractTier === 'head_contract' ? 15 : 20, 'AU-NSW');
        const { payment_due: p } = claimDeadlines({ ...input, contractTier });
        expect(p.date <= most).toBe(true);
        expect(p.date).toBe(input.contractSetsTerms && input.paymentDue < most ? input.paymentDue : most);
      }),
    );
  });

  it('a date comes from the contract exactly when its source says "Contract clause"', () => {
    const everywhere: Jurisdiction[] = ['NZ', 'AU-NSW', 'AU-QLD', 'AU-WA', 'GB-SCT', 'AE', 'SA'];
    fc.assert(
      fc.property(claim(everywhere, fc.boolean()), (input) => {
        const d = claimDeadlines(input);
        for (const x of [d.claim_due, d.payment_schedule, d.payment_due]) {
          expect(x.applies === 'contract').toBe(x.source === CONTRACT_CLAUSE);
          if (x.applies === 'contract') expect(input.contractSetsTerms).toBe(true);
        }
      }),
    );
  });
});
