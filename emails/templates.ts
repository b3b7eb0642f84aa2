// Every email the product sends, by name. Payloads are stored in the outbox as JSON, so they hold
// only plain data; a template may build attachments (PDFs) when the message is sent.
import type { RenderedEmail } from './layout';
import { userInvitationEmail, type UserInvitationPayload } from './user-invitation';

interface Templates {
  user_invitation: UserInvitationPayload;
}

export type EmailTemplate = keyof Templates;
export type TemplatePayload<T extends EmailTemplate> = Templates[T];

const RENDERERS: { [T in EmailTemplate]: (payload: Templates[T]) => RenderedEmail | Promise<RenderedEmail> } = {
  user_invitation: userInvitationEmail,
};

export function renderEmail<T extends EmailTemplate>(template: T, payload: Templates[T]): Promise<RenderedEmail> {
  const render = RENDERERS[template];
  if (!render) return Promise.reject(new Error(`Unknown email template ${template}`));
  return Promise.resolve(render(payload));
}
