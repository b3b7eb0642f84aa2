import 'server-only';
// What may be done with a claim or certificate while it is in review or approved (spec §4): the
// same for both documents. Each document adds its own actions for its other statuses.

export type ApprovalActionName =
  'approve_step' | 'revert_step' | 'revert_to_draft' | 'revert_to_review' | 'issue' | 'attachments';

export interface ActionState {
  canWrite: boolean;
  status: string;
  canApprove: boolean;
  currentStepIndex: number;
  hasSteps: boolean;
  maintenance: boolean;
}

/** The actions of a document in review or approved; null for any other status. */
export function approvalActions(a: ActionState): ApprovalActionName[] | null {
  switch (a.status) {
    case 'review':
      return [
        ...(a.canApprove ? (['approve_step'] as const) : []),
        ...(a.currentStepIndex > 0 ? (['revert_step'] as const) : []),
        'revert_to_draft',
        'attachments',
      ];
    case 'approved':
      return [
        // §2 banner: a contract under maintenance must not issue claims or certificates.
        ...(a.maintenance ? [] : (['issue'] as const)),
        ...(a.hasSteps ? (['revert_to_review'] as const) : []),
        'revert_to_draft',
        'attachments',
      ];
    default:
      return null;
  }
}
