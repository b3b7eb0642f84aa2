import { appUrl, layout, type RenderedEmail } from './layout';

/** Sent by the approval engine for claims and certificates alike. */
export interface ClaimWorkflowPayload {
  kind: 'approval_needed' | 'step_reverted' | 'approved' | 'reverted_to_draft';
  document: 'claim' | 'certificate';
  documentName: string;
  contractName: string;
  stepName: string | null;
  actorName: string;
  comment: string | null;
  /** Path of the document's page; the link opens it in the right account. */
  path: string;
}

function wording(p: ClaimWorkflowPayload): { subject: string; lead: string } {
  const doc = `${p.documentName} (${p.contractName})`;
  switch (p.kind) {
    case 'approval_needed':
      return {
        subject: `Approval needed: ${p.documentName}`,
        lead: `${p.actorName} has asked for your approval of the ${p.document} ${doc}${p.stepName ? ` at ${p.stepName}` : ''}.`,
      };
    case 'step_reverted':
      return {
        subject: `Approval step reverted: ${p.documentName}`,
        lead: `${p.actorName} has sent the ${p.document} ${doc} back${p.stepName ? ` to ${p.stepName}` : ''} for approval again.`,
      };
    case 'approved':
      return {
        subject: `Approved: ${p.documentName}`,
        lead: `The ${p.document} ${doc} has passed its last approval step (${p.actorName}) and is ready to issue.`,
      };
    case 'reverted_to_draft':
      return {
        subject: `Reverted to draft: ${p.documentName}`,
        lead: `${p.actorName} has reverted the ${p.document} ${doc} to draft.`,
      };
  }
}

export function claimWorkflowEmail(p: ClaimWorkflowPayload): RenderedEmail {
  const { subject, lead } = wording(p);
  const paragraphs = [lead, ...(p.comment ? [`Comment: ${p.comment}`] : [])];
  return layout(subject, paragraphs, { label: `Open the ${p.document}`, url: appUrl(p.path) });
}
