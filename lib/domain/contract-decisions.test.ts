import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONTRACT_DECISIONS,
  DECISIONS,
  decisionOwner,
  decisionViews,
  mayDecide,
  refusalMessage,
  type ContractDecision,
  type DecisionContract,
  type Party,
} from './contract-decisions';
import { CONTRACT_STATUSES, type ContractStatus } from './contract-status';

const PAYEE = 'payee-account';
const PAYER = 'payer-account';

/** A contract created by `creator`, with both parties on ClaimCert unless one is left off. */
function contract(
  status: ContractStatus,
  creator: Party,
  on: { payer?: boolean; payee?: boolean } = {},
): DecisionContract {
  return {
    status,
    createdByAccountId: creator === 'payer' ? PAYER : PAYEE,
    payerAccountId: on.payer === false ? null : PAYER,
    payeeAccountId: on.payee === false ? null : PAYEE,
  };
}

const TERMS: ContractDecision[] = [
  'payment_terms',
  'retention',
  'tax_and_calendar',
  'certify_pending_variation',
  'base_schedule',
];

describe('the rule table (issue 11: each decision belongs to one party)', () => {
  it('lists every decision once, each with an owner per phase', () => {
    expect([...DECISIONS].sort()).toEqual([...TERMS, 'variation_decision'].sort());
    for (const rule of Object.values(CONTRACT_DECISIONS)) expect(rule.started).toBe('payer');
  });

  // Spec §4 line-item approval: variations are the payer's to approve, in every status.
  it.each<[ContractStatus, Party]>([
    ['draft', 'payee'],
    ['started', 'payee'],
    ['started', 'payer'],
    ['reopened', 'payee'],
  ])('a variation decision on a shared %s contract created by the %s is the payer’s', (status, creator) => {
    const c = contract(status, creator);
    expect(mayDecide('variation_decision', c, 'payer')).toEqual({ allowed: true, recordsFor: null });
    expect(mayDecide('variation_decision', c, 'payee')).toEqual({ allowed: false, owner: 'payer' });
  });

  it.each(TERMS)('%s: the creator sets it up while draft; the payer owns it once started', (decision) => {
    const draftByPayee = contract('draft', 'payee');
    expect(mayDecide(decision, draftByPayee, 'payee')).toEqual({ allowed: true, recordsFor: null });
    expect(mayDecide(decision, draftByPayee, 'payer')).toEqual({ allowed: false, owner: 'payee' });
    for (const status of ['started', 'finalised', 'reopened', 'archived'] as const) {
      const started = contract(status, 'payee');
      expect(mayDecide(decision, started, 'payer')).toEqual({ allowed: true, recordsFor: null });
      expect(mayDecide(decision, started, 'payee')).toEqual({ allowed: false, owner: 'payer' });
    }
    expect(mayDecide(decision, contract('draft', 'payer'), 'payee')).toEqual({
      allowed: false,
      owner: 'payer',
    });
  });

  it('a payer not on ClaimCert: the payee records its decisions for it, variation approvals included', () => {
    const c = contract('started', 'payee', { payer: false });
    expect(mayDecide('variation_decision', c, 'payee')).toEqual({ allowed: true, recordsFor: 'payer' });
    expect(mayDecide('payment_terms', c, 'payee')).toEqual({ allowed: true, recordsFor: 'payer' });
    // While it sets the contract up, those are its own decisions.
    expect(mayDecide('payment_terms', contract('draft', 'payee', { payer: false }), 'payee')).toEqual({
      allowed: true,
      recordsFor: null,
    });
  });

  it('a payee not on ClaimCert: the payer does everything as its own', () => {
    const c = contract('started', 'payer', { payee: false });
    for (const decision of DECISIONS) {
      expect(mayDecide(decision, c, 'payer')).toEqual({ allowed: true, recordsFor: null });
    }
  });

  it('a creator that left hands its setup decisions to the payer', () => {
    const c = { ...contract('draft', 'payee'), createdByAccountId: 'gone-account' };
    expect(decisionOwner('payment_terms', c)).toEqual({ party: 'payer', as: 'payer' });
    expect(mayDecide('payment_terms', c, 'payee')).toEqual({ allowed: false, owner: 'payer' });
  });
});

describe('refusalMessage: names who can make the change, and why', () => {
  it.each<[ContractDecision, DecisionContract, string]>([
    [
      'variation_decision',
      contract('started', 'payee'),
      'Only Harbour Build, the payer, can approve or reject variations on this shared contract.',
    ],
    [
      'payment_terms',
      contract('started', 'payee'),
      'Only Harbour Build, the payer, can change the payment terms now that this shared contract has started.',
    ],
    [
      'retention',
      contract('draft', 'payee'),
      'Only Harbour Build, who set up this contract, can change the retention or the practical completion and DLP dates until it is started.',
    ],
  ])('%s', (decision, c, message) => {
    expect(refusalMessage(decision, c, 'Harbour Build')).toBe(message);
  });
});

describe('decisionViews', () => {
  it('gives each decision with its owner’s name and, when refused, the reason', () => {
    const names = { payer: 'Harbour Build', payee: 'Kauri Interiors' };
    const views = decisionViews(contract('started', 'payee'), 'payee', names);
    expect(views.variation_decision).toEqual({
      allowed: false,
      records_for: null,
      owner: 'payer',
      owner_name: 'Harbour Build',
      reason: 'Only Harbour Build, the payer, can approve or reject variations on this shared contract.',
    });
    const paper = decisionViews(contract('started', 'payee', { payer: false }), 'payee', names);
    expect(paper.variation_decision).toMatchObject({ allowed: true, records_for: 'payer', reason: null });
  });
});

describe('invariants', () => {
  const party = fc.constantFrom<Party>('payer', 'payee');
  const anyContract = fc.record({
    status: fc.constantFrom(...CONTRACT_STATUSES),
    creator: party,
    payerOn: fc.boolean(),
    payeeOn: fc.boolean(),
  });
  const decision = fc.constantFrom(...DECISIONS);

  it('on a contract both parties use, exactly one of them may make each decision', () => {
    fc.assert(
      fc.property(anyContract, decision, (c, d) => {
        const shared = contract(c.status, c.creator);
        const allowed = (['payer', 'payee'] as const).filter((p) => mayDecide(d, shared, p).allowed);
        expect(allowed).toHaveLength(1);
      }),
    );
  });

  it('a party alone on the contract is never refused, and records for the other only what is the other’s', () => {
    fc.assert(
      fc.property(anyContract, decision, (c, d) => {
        const alone: Party = c.payerOn ? 'payer' : 'payee';
        const solo = contract(c.status, alone, { payer: alone === 'payer', payee: alone === 'payee' });
        const answer = mayDecide(d, solo, alone);
        expect(answer.allowed).toBe(true);
        if (answer.allowed && answer.recordsFor) expect(decisionOwner(d, solo).party).not.toBe(alone);
      }),
    );
  });
});
