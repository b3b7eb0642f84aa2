// The approval part of the claim's and the certificate's status machines (spec §4): both go draft →
// review → approved → issued, and back to review or draft with a comment. Stated once here so the
// two cannot drift; each document's machine adds its own ends (claim-status.ts, cert-status.ts).
import type { ActionRule } from './transition';

export const APPROVAL_ACTIONS = [
  'send_for_approval',
  'revert_to_draft',
  'revert_to_review',
  'approve_final_step',
  'issue',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];
export type ApprovalStatus = 'draft' | 'review' | 'approved' | 'issued';

export const APPROVAL_RULES: Readonly<Record<ApprovalAction, ActionRule<ApprovalStatus>>> = {
  send_for_approval: { from: ['draft'], to: 'review', commentRequired: false },
  revert_to_draft: { from: ['review', 'approved'], to: 'draft', commentRequired: true },
  revert_to_review: { from: ['approved'], to: 'review', commentRequired: true },
  // Non-final workflow steps do not change the status; see workflow-rules.ts.
  approve_final_step: { from: ['review'], to: 'approved', commentRequired: false },
  issue: { from: ['approved'], to: 'issued', commentRequired: false },
};
