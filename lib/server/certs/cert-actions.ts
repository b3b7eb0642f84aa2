import 'server-only';
// What the payer may do next with a certificate, from its status, the caller's rights and the
// workflow (spec §4 Certificate). The UI shows only these; every service checks again.

export type CertActionName =
  | 'create'
  | 'update'
  | 'decide_variation'
  | 'send_approval'
  | 'approve_step'
  | 'revert_step'
  | 'revert_to_draft'
  | 'revert_to_review'
  | 'issue'
  | 'attachments'
  | 'record_payment';

export function certActions(a: {
  canWrite: boolean;
  status: string;
  canApprove: boolean;
  currentStepIndex: number;
  hasSteps: boolean;
  maintenance: boolean;
}): CertActionName[] {
  if (!a.canWrite) return [];
  switch (a.status) {
    case 'pending':
      return ['create'];
    case 'draft':
      return ['update', 'decide_variation', 'send_approval', 'attachments'];
    case 'review':
      return [
        ...(a.canApprove ? (['approve_step'] as const) : []),
        ...(a.currentStepIndex > 0 ? (['revert_step'] as const) : []),
        'revert_to_draft',
        'attachments',
      ];
    case 'approved':
      return [
        // §2 banner: a contract under maintenance must not issue certificates.
        ...(a.maintenance ? [] : (['issue'] as const)),
        ...(a.hasSteps ? (['revert_to_review'] as const) : []),
        'revert_to_draft',
        'attachments',
      ];
    case 'issued':
      return ['record_payment'];
    default:
      return [];
  }
}
