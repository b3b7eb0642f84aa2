// Every email the product sends, by name. Templates are pure: data in, message out. Payloads are
// stored in the outbox as JSON, so they hold only plain data; what an email carries beyond that (an
// issued document's PDF and files) is read when it is sent (lib/email/compose-email.ts) and passed in.
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
import { dueAlertEmail, type DueAlertPayload } from './due-alert';
import { retentionStatementEmail, type RetentionStatementPayload } from './retention-statement';
import { dueSummaryEmail, type DueSummaryPayload } from './due-summary';
import { emailVerificationEmail, type EmailVerificationPayload } from './email-verification';
import type { IssuedDocumentFiles } from './issued-document';
import type { RenderedEmail } from './layout';
import { ukNoticeEmail, type UkNoticePayload } from './uk-notice';
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
  retention_statement: RetentionStatementPayload;
  uk_notice: UkNoticePayload;
  due_summary: DueSummaryPayload;
  due_alert: DueAlertPayload;
  email_verification: EmailVerificationPayload;
}

export type EmailTemplate = keyof Templates;
/** What is queued: plain data. */
export type TemplatePayload<T extends EmailTemplate> = Templates[T];

/** The templates whose emails carry files, read when they are sent. */
export type FileTemplate = 'claim_issued' | 'cert_issued' | 'retention_statement' | 'uk_notice';

/** What a template renders from: the queued payload, and for an issued document its files. */
export type TemplateInput<T extends EmailTemplate> = T extends FileTemplate
  ? Templates[T] & IssuedDocumentFiles
  : Templates[T];

const RENDERERS: { [T in EmailTemplate]: (input: TemplateInput<T>) => RenderedEmail } = {
  contract_invitation: contractInvitationEmail,
  contract_invitation_accepted: invitationAcceptedEmail,
  contract_invitation_declined: invitationDeclinedEmail,
  user_invitation: userInvitationEmail,
  account_added: accountAddedEmail,
  claim_issued: claimIssuedEmail,
  claim_workflow: claimWorkflowEmail,
  cert_issued: certIssuedEmail,
  retention_statement: retentionStatementEmail,
  uk_notice: ukNoticeEmail,
  due_summary: dueSummaryEmail,
  due_alert: dueAlertEmail,
  email_verification: emailVerificationEmail,
};

export function renderEmail<T extends EmailTemplate>(template: T, input: TemplateInput<T>): RenderedEmail {
  const render = RENDERERS[template];
  if (!render) throw new Error(`Unknown email template ${template}`);
  return render(input);
}
