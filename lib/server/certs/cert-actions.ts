import 'server-only';
// What the payer may do next with a certificate, from its status, the caller's rights and the
// workflow (spec §4 Certificate). The UI shows only these; every service checks again.
import { approvalActions, type ActionState, type ApprovalActionName } from '../approvals/approval-actions';

export type CertActionName =
  | ApprovalActionName
  | 'create'
  | 'update'
  | 'decide_variation'
  | 'send_approval'
  | 'record_payment'
  | 'resend_email';

export function certActions(a: ActionState): CertActionName[] {
  if (!a.canWrite) return [];
  switch (a.status) {
    case 'pending':
      return ['create'];
    case 'draft':
      return ['update', 'decide_variation', 'send_approval', 'attachments'];
    case 'issued':
      return ['record_payment', 'resend_email'];
    default:
      return approvalActions(a) ?? [];
  }
}
