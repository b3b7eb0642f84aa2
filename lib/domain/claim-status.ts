// Claim statuses and transitions (spec §4 "Claim statuses"). The arrays are the PostgreSQL enum
// values, so their order and spelling are a schema contract.
import { APPROVAL_ACTIONS, APPROVAL_RULES } from './document-status';
import { transition, type StatusMachine, type TransitionResult } from './transition';

export const CLAIM_STATUSES = ['draft', 'review', 'approved', 'issued', 'certified'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The statuses the payer may see: a claim exists for them once it has been served. */
export const SERVED_STATUSES = ['issued', 'certified'] as const satisfies readonly ClaimStatus[];

export const CLAIM_ACTIONS = [...APPROVAL_ACTIONS, 'certify'] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

export const CLAIM_MACHINE: StatusMachine<ClaimStatus, ClaimAction> = {
  subject: 'claim',
  actions: {
    ...APPROVAL_RULES,
    // §2's "reverted back to draft; use the new link after re-issue" page and §4's "a claim reverted
    // to draft … if a cert exists" show an issued claim can be pulled back while the certifier has
    // not yet issued a certificate. Once certified it is a statutory record and stays put.
    revert_to_draft: { ...APPROVAL_RULES.revert_to_draft, from: ['review', 'approved', 'issued'] },
    // Applied by the cert service when a certificate is issued against the claim.
    certify: { from: ['issued'], to: 'certified', commentRequired: false },
  },
};

export function transitionClaim(from: ClaimStatus, action: ClaimAction): TransitionResult<ClaimStatus> {
  return transition(CLAIM_MACHINE, from, action);
}
