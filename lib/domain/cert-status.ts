// Certificate statuses and transitions (spec §4 "Certificate"). The arrays are the PostgreSQL enum
// values, so their order and spelling are a schema contract.
import { transition, type StatusMachine, type TransitionResult } from './transition';

// 'pending' is the empty placeholder cert that appears on the certifier's side when a claim is issued
// to them; it holds no values until the certifier starts it (create → draft). A cert the certifier
// makes directly (on a cert contract) starts as 'draft'. 'certified' in some sources is the claim's
// status seen from the cert side, not a cert status.
export const CERT_STATUSES = ['pending', 'draft', 'review', 'approved', 'issued'] as const;
export type CertStatus = (typeof CERT_STATUSES)[number];

/** The statuses a new cert row may be inserted with. */
export const CERT_ACTIONS = [
  'create',
  'send_for_approval',
  'revert_to_draft',
  'revert_to_review',
  'approve_final_step',
  'issue',
] as const;
export type CertAction = (typeof CERT_ACTIONS)[number];

export const CERT_MACHINE: StatusMachine<CertStatus, CertAction> = {
  subject: 'certificate',
  actions: {
    create: { from: ['pending'], to: 'draft', commentRequired: false },
    send_for_approval: { from: ['draft'], to: 'review', commentRequired: false },
    revert_to_draft: { from: ['review', 'approved'], to: 'draft', commentRequired: true },
    revert_to_review: { from: ['approved'], to: 'review', commentRequired: true },
    approve_final_step: { from: ['review'], to: 'approved', commentRequired: false },
    // Issued is final: issuing also certifies the claim, and the payment schedule it records cannot
    // be withdrawn.
    issue: { from: ['approved'], to: 'issued', commentRequired: false },
  },
};

export function transitionCert(from: CertStatus, action: CertAction): TransitionResult<CertStatus> {
  return transition(CERT_MACHINE, from, action);
}
