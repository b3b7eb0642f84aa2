/**
 * Who decides what on a contract (issue 11 "one contract, one truth"). A contract is one record
 * seen by both parties (README "Projects, contracts and the schedule"), so a change one party makes
 * binds the other. Each decision that binds the other party belongs to exactly one party:
 *
 * - Approving or rejecting a variation is the payer's (spec §4 line-item approval: the payee
 *   claims, the payer approves what it will pay for).
 * - The commercial terms — payment terms (with head contract or subcontract, which times the AU
 *   statutory payment due date), retention with its practical completion and DLP dates,
 *   the tax settings (GST/VAT rate, CIS status, reverse charge) with the time zone and region that
 *   pick the working-day calendar, certifying pending variations, and the base contract schedule —
 *   are set up by the party that created the contract while it is a draft; once it has started they
 *   are the payer's: the payer certifies against them, holds the retention on trust (CCA Part 2A)
 *   and deducts CIS. The payee changes what it is owed through variations, which the payer decides.
 *
 * A party that is not on ClaimCert (its account absent: it was never invited, or it left) cannot
 * act here, so the party that is records its decisions — given on paper — for it. Decisions that do
 * not bind the other party (names, addresses, maintenance mode, each side's own email and
 * integration switches, proposing variations, materials) stay with whoever may edit the contract.
 */
import type { ContractStatus } from './contract-status';

export type Party = 'payer' | 'payee';
/**
 * A contract as one account sees it: 'claim' (the payee's) or 'cert' (the payer's). Internal code
 * calls it `side` everywhere; the spec's names for it — the [type] URL segment, the API's `type`
 * field — are mapped onto `side` where a request comes in or an answer goes out.
 */
export type ContractSide = 'claim' | 'cert';

/** The party each side of a contract is (a claim contract is the payee's view, a cert contract the payer's). */
export const PARTY_OF_SIDE: Readonly<Record<ContractSide, Party>> = { claim: 'payee', cert: 'payer' };

/** Who owns a decision in a phase: the payer, or the party that created the contract. */
type Owner = 'payer' | 'creator';

interface DecisionRule {
  /** What the decision lets you do, completing "can …". */
  does: string;
  /** Owner while the contract is a draft (being set up). */
  draft: Owner;
  /** Owner once it has started (started, finalised, reopened or archived). */
  started: Owner;
}

export const CONTRACT_DECISIONS = {
  variation_decision: { does: 'approve or reject variations', draft: 'payer', started: 'payer' },
  payment_terms: { does: 'change the payment terms', draft: 'creator', started: 'payer' },
  retention: {
    does: 'change the retention or the practical completion and DLP dates',
    draft: 'creator',
    started: 'payer',
  },
  tax_and_calendar: {
    does: 'change the tax settings (GST or VAT rate, CIS, reverse charge), the time zone or the region',
    draft: 'creator',
    started: 'payer',
  },
  certify_pending_variation: {
    does: 'change whether pending variations can be certified',
    draft: 'creator',
    started: 'payer',
  },
  base_schedule: { does: 'change the base contract schedule', draft: 'creator', started: 'payer' },
} as const satisfies Record<string, DecisionRule>;

export type ContractDecision = keyof typeof CONTRACT_DECISIONS;
export const DECISIONS = Object.keys(CONTRACT_DECISIONS) as ContractDecision[];

/** The contract columns the rule reads. */
export interface DecisionContract {
  status: ContractStatus;
  createdByAccountId: string;
  payerAccountId: string | null;
  payeeAccountId: string | null;
}

const accountOf = (contract: DecisionContract, party: Party) =>
  party === 'payer' ? contract.payerAccountId : contract.payeeAccountId;

/** The party whose account created the contract, while that account is still on it. */
function creatorParty(contract: DecisionContract): Party | null {
  if (contract.createdByAccountId === contract.payerAccountId) return 'payer';
  if (contract.createdByAccountId === contract.payeeAccountId) return 'payee';
  return null;
}

/**
 * Who owns `decision` on this contract now, and why: as the payer, or as the party that set the
 * contract up (a creator that has left hands its setup decisions to the payer).
 */
export function decisionOwner(
  decision: ContractDecision,
  contract: DecisionContract,
): { party: Party; as: 'payer' | 'creator' } {
  const rule: DecisionRule = CONTRACT_DECISIONS[decision];
  const owner = contract.status === 'draft' ? rule.draft : rule.started;
  const creator = owner === 'creator' ? creatorParty(contract) : null;
  return creator ? { party: creator, as: 'creator' } : { party: 'payer', as: 'payer' };
}

export type DecisionAnswer =
  /** `recordsFor`: the owner is not on ClaimCert, so the caller records the owner's decision. */
  { allowed: true; recordsFor: Party | null } | { allowed: false; owner: Party };

/** May `caller` make `decision` on this contract? */
export function mayDecide(
  decision: ContractDecision,
  contract: DecisionContract,
  caller: Party,
): DecisionAnswer {
  const { party } = decisionOwner(decision, contract);
  if (party === caller) return { allowed: true, recordsFor: null };
  if (accountOf(contract, party) === null) return { allowed: true, recordsFor: party };
  return { allowed: false, owner: party };
}

/** The refusal shown to the other party (403), naming who makes the change. */
export function refusalMessage(decision: ContractDecision, contract: DecisionContract, ownerName: string) {
  const { does, draft } = CONTRACT_DECISIONS[decision] as DecisionRule;
  const owner = decisionOwner(decision, contract);
  if (owner.as === 'creator') {
    return `Only ${ownerName}, who set up this contract, can ${does} until it is started.`;
  }
  return draft === 'payer' || contract.status === 'draft'
    ? `Only ${ownerName}, the payer, can ${does} on this shared contract.`
    : `Only ${ownerName}, the payer, can ${does} now that this shared contract has started.`;
}

/** One decision as a screen needs it: whether the caller makes it, and if not, why. */
export interface DecisionView {
  allowed: boolean;
  /** The caller records the other party's decision for it (that party is not on ClaimCert). */
  records_for: Party | null;
  /** The party that makes it and its name. */
  owner: Party;
  owner_name: string;
  /** Why the caller cannot make it (the server's 403 message); null when it can. */
  reason: string | null;
}

/** Every decision for the caller's party, for the screens to hide or disable what it cannot do. */
export function decisionViews(
  contract: DecisionContract,
  caller: Party,
  names: Readonly<Record<Party, string>>,
): Record<ContractDecision, DecisionView> {
  const entries = DECISIONS.map((decision): [ContractDecision, DecisionView] => {
    const answer = mayDecide(decision, contract, caller);
    const owner = decisionOwner(decision, contract).party;
    const base = { owner, owner_name: names[owner] };
    return [
      decision,
      answer.allowed
        ? { allowed: true, records_for: answer.recordsFor, reason: null, ...base }
        : {
            allowed: false,
            records_for: null,
            reason: refusalMessage(decision, contract, names[owner]),
            ...base,
          },
    ];
  });
  return Object.fromEntries(entries) as Record<ContractDecision, DecisionView>;
}
