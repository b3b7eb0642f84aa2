import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkCertIssue,
  checkClaimIssue,
  type CertCheckInput,
  type ClaimCheckInput,
  type Problem,
} from './issue-checks';
import { AU_CLAIM_RULES } from './au-claim-rules';

const NZ_STATEMENT = 'This is a payment claim made under the Construction Contracts Act 2002.';

/** The user's report: claim 4 for 1–31 December 2026, a valid NZ claim in every other respect. */
const claim = (overrides: Partial<ClaimCheckInput> = {}): ClaimCheckInput => ({
  jurisdiction: 'NZ',
  today: '2026-12-31',
  contractName: 'Interior fit-out, Levels 1–4',
  claim: { claimFrom: '2026-12-01', claimTo: '2026-12-31', paymentDue: '2027-01-20' },
  scheduleItems: 12,
  statement: NZ_STATEMENT,
  form1: true,
  supportingStatement: 'not_required',
  earlierUnissued: [],
  ...overrides,
});

const fields = (problems: Problem[]) => problems.map((p) => p.field);

const NSW = AU_CLAIM_RULES['AU-NSW']!.statement;
const QLD = AU_CLAIM_RULES['AU-QLD']!.statement;
const VIC = AU_CLAIM_RULES['AU-VIC']!.statement;

describe('checkClaimIssue: what each Australian Act asks a claim to say', () => {
  it.each<[string, Partial<ClaimCheckInput>, string[]]>([
    [
      'NSW SOP Act 1999 s13(2)(c): states it is made under the Act',
      { jurisdiction: 'AU-NSW', statement: NSW },
      [],
    ],
    [
      'NSW SOP Act 1999 s13(2)(c): a claim not naming the Act',
      { jurisdiction: 'AU-NSW', statement: 'Claim.' },
      ['statement'],
    ],
    [
      'Vic SOP Act 2002 s14(2)(e): states it is made under the Act',
      { jurisdiction: 'AU-VIC', statement: VIC },
      [],
    ],
    [
      'Vic SOP Act 2002 s14(2)(e): the NSW Act is the wrong Act',
      { jurisdiction: 'AU-VIC', statement: NSW },
      ['statement'],
    ],
    [
      'Qld BIF Act 2017 s68(1)(c): requests payment of the claimed amount',
      { jurisdiction: 'AU-QLD', statement: QLD },
      [],
    ],
    [
      'Qld BIF Act 2017 s68(1)(c): naming the Act without requesting payment',
      {
        jurisdiction: 'AU-QLD',
        statement:
          'This is a payment claim made under the Building Industry Fairness (Security of Payment) Act 2017 (Qld).',
      },
      ['statement'],
    ],
    [
      'NSW SOP Act 1999 s13(7): a head contractor’s claim without its supporting statement',
      { jurisdiction: 'AU-NSW', statement: NSW, supportingStatement: 'missing' },
      ['supporting_statement'],
    ],
    [
      'NSW SOP Act 1999 s13(7): accompanied by its supporting statement',
      { jurisdiction: 'AU-NSW', statement: NSW, supportingStatement: 'made' },
      [],
    ],
  ])('%s', (_source, overrides, errors) => {
    const check = checkClaimIssue(claim({ form1: false, ...overrides }));
    expect(fields(check.errors)).toEqual(errors);
  });

  it('names the supporting statement and s13(7) in the refusal', () => {
    const [error] = checkClaimIssue(
      claim({ jurisdiction: 'AU-NSW', statement: NSW, form1: false, supportingStatement: 'missing' }),
    ).errors;
    expect(error!.message).toMatch(/supporting statement/);
    expect(error!.message).toContain('s13(7)');
  });

  it('names the section a Qld claim misses', () => {
    const [error] = checkClaimIssue(claim({ jurisdiction: 'AU-QLD', statement: 'x', form1: false })).errors;
    expect(error!.message).toContain('s68(1)(c)');
  });
});

describe('checkClaimIssue: what a payment claim must carry', () => {
  it.each<[string, Partial<ClaimCheckInput>, string[]]>([
    ['CCA s20(2): every element present, served on the last day of its period', {}, []],
    ['CCA s20(2)(a): the contract is identified by its name', { contractName: '  ' }, ['contract']],
    ['CCA s20(2)(e): no schedule of work shows no calculation', { scheduleItems: 0 }, ['lines']],
    [
      'NSW SOP Act s13(2)(a): the work must be identified',
      { jurisdiction: 'AU-NSW', statement: NSW, scheduleItems: 0 },
      ['lines'],
    ],
    ['HGCRA s110A(3): the basis of calculation', { jurisdiction: 'GB-ENG', scheduleItems: 0 }, ['lines']],
    ['CCA s20(2)(f): it states it is made under the Act', { statement: 'A payment claim.' }, ['statement']],
    ['CCA s20(3), Regulations 2003 Form 1: it carries Form 1', { form1: false }, ['form_1']],
    [
      'NSW: no CCA statement or Form 1 asked for',
      { jurisdiction: 'AU-NSW', statement: AU_CLAIM_RULES['AU-NSW']!.statement, form1: false },
      [],
    ],
    [
      'UK: no CCA statement or Form 1 asked for',
      { jurisdiction: 'GB-SCT', statement: 'x', form1: false },
      [],
    ],
  ])('%s', (_source, overrides, errors) => {
    const check = checkClaimIssue(claim(overrides));
    expect(fields(check.errors)).toEqual(errors);
    for (const error of check.errors) expect(error.message.length).toBeGreaterThan(20);
  });

  it('blocks a claim whose period has not begun (served 24 November for 1–31 December)', () => {
    const check = checkClaimIssue(claim({ today: '2026-11-24' }));
    expect(check.errors).toEqual([
      {
        field: 'claim_from',
        message: expect.stringContaining('The claim period starts on 2026-12-01, after today (2026-11-24)'),
      },
    ]);
    // The period-not-ended warning would only repeat the error.
    expect(fields(check.warnings)).not.toContain('claim_to');
  });

  it('allows a claim on the first day of its period, warning that it is served before the period ends', () => {
    const check = checkClaimIssue(claim({ today: '2026-12-01' }));
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual([
      {
        field: 'claim_to',
        message: expect.stringMatching(/runs to 2026-12-31.*before its period ends.*premature/),
      },
    ]);
  });

  it.each<[string, ClaimCheckInput['earlierUnissued'], string]>([
    [
      'one earlier draft',
      [{ number: 3, status: 'draft' }],
      "Claim 3 (draft) is not issued. Claims are cumulative: this claim's figures include its work, and it can no longer be issued after this one.",
    ],
    [
      "the user's report: claim 3 a draft, claim 5 approved",
      [
        { number: 3, status: 'draft' },
        { number: 5, status: 'approved' },
      ],
      "Claim 3 (draft) and Claim 5 (approved) are not issued. Claims are cumulative: this claim's figures include their work, and they can no longer be issued after this one.",
    ],
    [
      'three, one in review',
      [
        { number: 1, status: 'review' },
        { number: 2, status: 'draft' },
        { number: 3, status: 'approved' },
      ],
      "Claim 1 (in review), Claim 2 (draft) and Claim 3 (approved) are not issued. Claims are cumulative: this claim's figures include their work, and they can no longer be issued after this one.",
    ],
  ])('warns of earlier claims not issued: %s', (_case, earlierUnissued, message) => {
    const check = checkClaimIssue(claim({ earlierUnissued }));
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual([{ field: 'earlier_claims', message }]);
  });

  it('warns when the payment due date the claim states has passed', () => {
    const check = checkClaimIssue(claim({ today: '2027-01-21' }));
    expect(check.warnings).toEqual([
      { field: 'payment_due_date', message: expect.stringContaining('2027-01-20, has already passed') },
    ]);
  });

  it('property: blocked for the period exactly when it starts after today; warned only once begun', () => {
    const day = fc
      .integer({ min: 0, max: 120 })
      .map((n) => new Date(Date.UTC(2026, 10, 1) + n * 864e5).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, day, (a, b, today) => {
        const [claimFrom, claimTo] = a <= b ? [a, b] : [b, a];
        const check = checkClaimIssue(
          claim({ today, claim: { claimFrom, claimTo, paymentDue: '2099-01-01' } }),
        );
        expect(fields(check.errors).includes('claim_from')).toBe(claimFrom > today);
        expect(fields(check.warnings).includes('claim_to')).toBe(claimFrom <= today && claimTo > today);
      }),
    );
  });
});

const REASONS: Problem[] = [
  { field: 'lines', message: 'A reason is required for every item certified differently from the claim.' },
  { field: 'items.i-13.cert_reason', message: '1.3 Stopping: enter the reason it is certified differently.' },
];

const NZ_CONSEQUENCE =
  'To pay less than the claimed amount, the payer must give a payment schedule by this date. Without one, ' +
  'the payer becomes liable for the full claimed amount as a debt due (ss 22–23).';

/** The user's report: a certificate issued on 24 November for a claim whose payment was due 20 November. */
const cert = (overrides: Partial<CertCheckInput> = {}): CertCheckInput => ({
  today: '2026-11-24',
  refusals: [],
  timing: {
    late: false,
    deadline: '2026-11-27',
    source: 'Construction Contracts Act 2002 (NZ) s22(b)(i): the time the contract sets',
    consequence: NZ_CONSEQUENCE,
  },
  claim: { paymentDue: '2026-12-20' },
  earlierUnanswered: [],
  ...overrides,
});

describe('checkCertIssue: a payment schedule (CCA s21) and its timing (ss 22–23)', () => {
  it('a schedule in time, with its reasons, for a claim not yet due: nothing to say', () => {
    expect(checkCertIssue(cert())).toEqual({ errors: [], warnings: [] });
  });

  it('CCA s21(3): the refusals for missing reasons are the errors, as they are', () => {
    expect(checkCertIssue(cert({ refusals: REASONS })).errors).toEqual(REASONS);
  });

  it('CCA ss 22–23: issued after the deadline, with the consequence in plain words', () => {
    const { warnings } = checkCertIssue(
      cert({ timing: { ...cert().timing, late: true, deadline: '2026-11-17' } }),
    );
    expect(warnings).toEqual([
      { field: 'deadline', message: expect.stringContaining('was due by 2026-11-17') },
    ]);
    expect(warnings[0]!.message).toContain('liable for the full claimed amount');
  });

  it("the user's report: the claim's payment due date (20 November) has passed on 24 November", () => {
    const { warnings } = checkCertIssue(cert({ claim: { paymentDue: '2026-11-20' } }));
    expect(warnings).toEqual([
      { field: 'payment_due_date', message: expect.stringContaining('2026-11-20, has already passed') },
    ]);
  });

  it('names each earlier claim served and unanswered, with its deadline past or to come', () => {
    const { warnings } = checkCertIssue(
      cert({
        earlierUnanswered: [
          { number: 2, servedOn: '2026-10-20', deadline: '2026-11-17' },
          { number: 3, servedOn: '2026-11-20', deadline: '2026-12-18' },
        ],
      }),
    );
    expect(warnings).toEqual([
      {
        field: 'earlier_claims',
        message: 'Claim 2, served 2026-10-20, has no payment schedule yet; it was due 2026-11-17.',
      },
      {
        field: 'earlier_claims',
        message: 'Claim 3, served 2026-11-20, has no payment schedule yet; it is due 2026-12-18.',
      },
    ]);
  });

  it('property: warnings never become errors, and every unanswered claim is named once', () => {
    const unanswered = fc.array(
      fc.record({
        number: fc.integer({ min: 1, max: 99 }),
        servedOn: fc.constant('2026-10-20'),
        deadline: fc.constantFrom('2026-11-17', '2026-12-18'),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(unanswered, fc.boolean(), (earlierUnanswered, late) => {
        const check = checkCertIssue(cert({ earlierUnanswered, timing: { ...cert().timing, late } }));
        expect(check.errors).toEqual([]);
        expect(check.warnings.filter((w) => w.field === 'earlier_claims')).toHaveLength(
          earlierUnanswered.length,
        );
      }),
    );
  });
});
