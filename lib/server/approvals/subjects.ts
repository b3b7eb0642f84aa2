import 'server-only';
// A document the approval engine walks through a workflow: a claim or a certificate (its kind,
// documents/kinds.ts, says which table, status machine and wording).
import type { DocumentKind } from '../documents/kinds';

export type WorkflowAction =
  'send_for_approval' | 'revert_to_draft' | 'revert_to_review' | 'approve_final_step';

/** One claim or certificate going through its workflow. */
export interface WorkflowSubject {
  kind: DocumentKind;
  id: string;
  name: string;
  contractId: string;
  contractName: string;
  projectId: string;
  /** The account whose workflow applies: the one that owns the document. */
  accountId: string;
  status: string;
  currentStepIndex: number;
  updatedAt: Date;
  /** Path of the document's page, for the links in emails. */
  path: string;
}
