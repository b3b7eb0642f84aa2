import { describe, expect, it } from 'vitest';
import {
  COMPLETENESS_MESSAGES,
  missingSteps,
  needsTaxStep,
  type CompletenessFacts,
} from './contract-completeness';
import { DEFAULT_PAYMENT_TERMS } from './due-dates';

const TERMS = {
  claimDueDays: DEFAULT_PAYMENT_TERMS.claim_due_days,
  claimDueTerm: DEFAULT_PAYMENT_TERMS.claim_due_term,
  certDueDays: DEFAULT_PAYMENT_TERMS.cert_due_days,
  certDueTerm: DEFAULT_PAYMENT_TERMS.cert_due_term,
  paymentDueDays: DEFAULT_PAYMENT_TERMS.payment_due_days,
  paymentDueTerm: DEFAULT_PAYMENT_TERMS.payment_due_term,
};

const NONE = { accountId: null, companyId: null };

/** A complete NZ claim contract: terms set, one base item, a payer company. */
const complete: CompletenessFacts = {
  side: 'claim',
  country: 'NZ',
  paymentTerms: TERMS,
  baseItemCount: 1,
  payer: { accountId: null, companyId: 'company-1' },
  payee: { accountId: 'account-1', companyId: null },
  cisStatus: 'not_applicable',
  gstPercent: 15,
};

describe('missingSteps (spec §5 contract completeness)', () => {
  it('a contract with terms, base items and a counterparty is complete', () => {
    expect(missingSteps(complete)).toEqual([]);
  });

  it.each<[string, Partial<CompletenessFacts>, string[]]>([
    ['no payment terms row', { paymentTerms: null }, [COMPLETENESS_MESSAGES.payment_terms]],
    [
      'one payment term missing',
      { paymentTerms: { ...TERMS, certDueTerm: null } },
      [COMPLETENESS_MESSAGES.payment_terms],
    ],
    ['no base items', { baseItemCount: 0 }, [COMPLETENESS_MESSAGES.base_contract]],
    ['claim contract without a payer', { payer: NONE }, [COMPLETENESS_MESSAGES.payer]],
    ['claim contract whose payer is an account', { payer: { accountId: 'a2', companyId: null } }, []],
    ['cert contract without a payee', { side: 'cert', payee: NONE }, [COMPLETENESS_MESSAGES.payee]],
    // A cert contract does not need a payer entity: the caller's account is the payer.
    ['cert contract without a payer company', { side: 'cert', payer: NONE }, []],
    [
      'everything missing, in step order',
      { paymentTerms: null, baseItemCount: 0, payer: NONE },
      [COMPLETENESS_MESSAGES.payer, COMPLETENESS_MESSAGES.payment_terms, COMPLETENESS_MESSAGES.base_contract],
    ],
  ])('%s', (_case, change, messages) => {
    expect(missingSteps({ ...complete, ...change }).map((m) => m.message)).toEqual(messages);
  });

  it('names the step to open for each gap', () => {
    expect(
      missingSteps({ ...complete, paymentTerms: null, baseItemCount: 0, payer: NONE }).map((m) => m.step),
    ).toEqual(['details', 'payment_terms', 'base_contract']);
  });
});

describe('the UK tax step (spec §5 "a tax step is needed in one country")', () => {
  const uk = { ...complete, country: 'GB' as const, gstPercent: 20 };

  it('only the UK has the tax step', () => {
    expect(['NZ', 'AU', 'GB', 'SA', 'AE'].filter((c) => needsTaxStep(c as never))).toEqual(['GB']);
  });

  it.each([
    ['gross', []],
    ['registered', []],
    ['unregistered', []],
    // HMRC CIS340: every payment for construction operations is within the scheme.
    ['not_applicable', [COMPLETENESS_MESSAGES.tax]],
  ] as const)('CIS status %s', (cisStatus, messages) => {
    expect(missingSteps({ ...uk, cisStatus }).map((m) => m.message)).toEqual(messages);
  });

  it('needs the VAT rate too', () => {
    expect(missingSteps({ ...uk, cisStatus: 'gross', gstPercent: null }).map((m) => m.step)).toEqual(['tax']);
  });

  it('an NZ contract ignores the CIS status', () => {
    expect(missingSteps({ ...complete, cisStatus: null })).toEqual([]);
  });
});
