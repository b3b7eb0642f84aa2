// Every email the product sends, by name. Payloads are stored in the outbox as JSON, so they hold
// only plain data; a template may build attachments (PDFs) when the message is sent.
import { accountAddedEmail, type AccountAddedPayload } from './account-added';
import {
  contractInvitationEmail,
  invitationAcceptedEmail,
  invitationDeclinedEmail,
  type ContractInvitationPayload,
  type InvitationAnsweredPayload,
} from './contract-invitation';
import { certIssuedEmail, type IssueCertPayload } from './cert-issued';
import { claimIssuedEmail, type IssueClaimPayload } from './claim-issued';
import { claimWorkflowEmail, type ClaimWorkflowPayload } from './claim-workflow';
import { dueSummaryEmail, type DueSummaryPayload } from './due-summary';
import { emailVerificationEmail, type EmailVerificationPayload } from './email-verification';
import type { RenderedEmail } from './layout';
import { userInvitationEmail, type UserInvitationPayload } from './user-invitation';

interface Templates {
  contract_invitation: ContractInvitationPayload;
  contract_invitation_accepted: InvitationAnsweredPayload;
  contract_invitation_declined: InvitationAnsweredPayload;
  user_invitation: UserInvitationPayload;
  account_added: AccountAddedPayload;
  claim_issued: IssueClaimPayload;
  claim_workflow: ClaimWorkflowPayload;
  cert_issued: IssueCertPayload;
  due_summary: DueSummaryPayload;
  email_verification: EmailVerificationPayload;
}

export type EmailTemplate = keyof Templates;
export type TemplatePayload<T extends EmailTemplate> = Templates[T];

const RENDERERS: { [T in EmailTemplate]: (payload: Templates[T]) => RenderedEmail | Promise<RenderedEmail> } =
  {
    contract_invitation: contractInvitationEmail,
    contract_invitation_accepted: invitationAcceptedEmail,
    contract_invitation_declined: invitationDeclinedEmail,
    user_invitation: userInvitationEmail,
    account_added: accountAddedEmail,
    claim_issued: claimIssuedEmail,
    claim_workflow: claimWorkflowEmail,
    cert_issued: certIssuedEmail,
    due_summary: dueSummaryEmail,
    email_verification: emailVerificationEmail,
  };

export function renderEmail<T extends EmailTemplate>(
  template: T,
  payload: Templates[T],
): Promise<RenderedEmail> {
  const render = RENDERERS[template];
  if (!render) return Promise.reject(new Error(`Unknown email template ${template}`));
  return Promise.resolve(render(payload));
}
