// Claim statuses and transitions (spec §4 "Claim statuses"). The arrays are the PostgreSQL enum
// values, so their order and spelling are a schema contract.
import { transition, type StatusMachine, type TransitionResult } from './transition';

export const CLAIM_STATUSES = ['draft', 'review', 'approved', 'issued', 'certified'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_ACTIONS = [
  'send_for_approval',
  'revert_to_draft',
  'revert_to_review',
  'approve_final_step',
  'issue',
  'certify',
] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

export const CLAIM_MACHINE: StatusMachine<ClaimStatus, ClaimAction> = {
  subject: 'claim',
  actions: {
    send_for_approval: { from: ['draft'], to: 'review', commentRequired: false },
    // §2's "reverted back to draft; use the new link after re-issue" page and §4's "a claim reverted
    // to draft … if a cert exists" show an issued claim can be pulled back while the certifier has
    // not yet issued a certificate. Once certified it is a statutory record and stays put.
    revert_to_draft: { from: ['review', 'approved', 'issued'], to: 'draft', commentRequired: true },
    revert_to_review: { from: ['approved'], to: 'review', commentRequired: true },
    // Non-final workflow steps do not change the status; see workflow-rules.ts.
    approve_final_step: { from: ['review'], to: 'approved', commentRequired: false },
    issue: { from: ['approved'], to: 'issued', commentRequired: false },
    // Applied by the cert service when a certificate is issued against the claim.
    certify: { from: ['issued'], to: 'certified', commentRequired: false },
  },
};

export function transitionClaim(from: ClaimStatus, action: ClaimAction): TransitionResult<ClaimStatus> {
  return transition(CLAIM_MACHINE, from, action);
}
