// Certificate statuses and transitions (spec §4 "Certificate"). The arrays are the PostgreSQL enum
// values, so their order and spelling are a schema contract.
import { APPROVAL_ACTIONS, APPROVAL_RULES } from './document-status';
import { transition, type StatusMachine, type TransitionResult } from './transition';

// 'pending' is the empty placeholder cert that appears on the certifier's side when a claim is issued
// to them; it holds no values until the certifier starts it (create → draft). A cert the certifier
// makes directly (on a cert contract) starts as 'draft'. 'certified' in some sources is the claim's
// status seen from the cert side, not a cert status.
export const CERT_STATUSES = ['pending', 'draft', 'review', 'approved', 'issued'] as const;
export type CertStatus = (typeof CERT_STATUSES)[number];

export const CERT_ACTIONS = ['create', ...APPROVAL_ACTIONS] as const;
export type CertAction = (typeof CERT_ACTIONS)[number];

// Issued is final: issuing also certifies the claim, and the payment schedule it records cannot be
// withdrawn, so the certificate keeps the approval rules as they are.
export const CERT_MACHINE: StatusMachine<CertStatus, CertAction> = {
  subject: 'certificate',
  actions: {
    create: { from: ['pending'], to: 'draft', commentRequired: false },
    ...APPROVAL_RULES,
  },
};

export function transitionCert(from: CertStatus, action: CertAction): TransitionResult<CertStatus> {
  return transition(CERT_MACHINE, from, action);
}
