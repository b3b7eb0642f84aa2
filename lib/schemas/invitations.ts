// Requests about inviting the other party to a contract (spec §3 Invitation, §5 recipients,
// §7 invite / invitations / self-invitation / read, accept and decline by code).
import { z } from 'zod';
import { ZEmail } from './auth';
import { ZContractParams, ZUuid } from './common';

/** §5: an empty recipient list is refused with exactly this message. */
export const NO_RECIPIENTS_MESSAGE = 'Please input at least one email address!';
/** One send goes to a handful of people; the cap keeps a request from queueing mail in bulk. */
export const MAX_RECIPIENTS = 20;

export const ZRecipient = z.object({
  contact_name: z
    .string()
    .trim()
    .max(120, 'Use at most 120 characters')
    .nullish()
    .transform((name) => name ?? ''),
  contact_email: ZEmail,
});

/**
 * §5 recipients: at least one; each address checked against the standard pattern; a recipient
 * without a name is named by their email; a repeated email replaces the earlier entry.
 */
export const ZRecipients = z
  .array(ZRecipient, NO_RECIPIENTS_MESSAGE)
  .max(MAX_RECIPIENTS, `Invite at most ${MAX_RECIPIENTS} people at a time`)
  .transform((list) => {
    const byEmail = new Map<string, { contact_name: string; contact_email: string }>();
    for (const r of list) {
      byEmail.delete(r.contact_email); // re-insert so the later entry also takes the later place
      byEmail.set(r.contact_email, {
        contact_email: r.contact_email,
        contact_name: r.contact_name || r.contact_email,
      });
    }
    return [...byEmail.values()];
  })
  .refine((list) => list.length > 0, NO_RECIPIENTS_MESSAGE);

export const ZInvite = z.object({
  to_contacts: ZRecipients,
});
export type TInviteInput = z.input<typeof ZInvite>;
export type TInvite = z.output<typeof ZInvite>;
export type TRecipient = TInvite['to_contacts'][number];

const ZNewCompany = z.object({ name: z.string().trim().min(1, 'Enter the company name').max(160) });
const ZNewContact = z.object({
  name: z
    .string()
    .trim()
    .max(120, 'Use at most 120 characters')
    .nullish()
    .transform((name) => name ?? ''),
  email: ZEmail,
});

/**
 * §5 self-invitation: the counterparty company and the contact to invite, each either chosen
 * from the account's contacts (id) or typed in, in which case they are created first.
 */
export const ZSelfInvitation = z
  .object({
    company_id: ZUuid.optional(),
    company: ZNewCompany.optional(),
    contact_id: ZUuid.optional(),
    contact: ZNewContact.optional(),
  })
  .refine((v) => (v.company_id ? 1 : 0) + (v.company ? 1 : 0) === 1, {
    message: 'Choose a company or enter a new one',
    path: ['company'],
  })
  .refine((v) => (v.contact_id ? 1 : 0) + (v.contact ? 1 : 0) === 1, {
    message: 'Choose a contact or enter a new one',
    path: ['contact'],
  })
  .refine((v) => !(v.company && v.contact_id), {
    message: 'A new company has no contacts yet: enter the contact',
    path: ['contact'],
  });
export type TSelfInvitationInput = z.input<typeof ZSelfInvitation>;
export type TSelfInvitation = z.output<typeof ZSelfInvitation>;

/** 32 random bytes in base64url are 43 characters; anything else cannot be a code of ours. */
export const ZInvitationCode = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a valid invitation code');
export const ZInvitationCodeParams = z.object({ code: ZInvitationCode });

/** …/contract/{c}/invitations/{inv} */
export const ZInvitationParams = ZContractParams.extend({ inv: ZUuid });

export const ZAcceptInvitation = z
  .object({
    account_id: ZUuid,
    project_id: ZUuid.optional(),
    new_project: z
      .object({
        name: z.string().trim().min(1, 'Enter the project name').max(160, 'Use at most 160 characters'),
      })
      .optional(),
  })
  .refine((v) => (v.project_id ? 1 : 0) + (v.new_project ? 1 : 0) === 1, {
    message: 'Choose a project or create a new one',
    path: ['project_id'],
  });
export type TAcceptInvitation = z.output<typeof ZAcceptInvitation>;

/** The form behind the accept page: a project choice, or 'new' with a name. */
export const ZAcceptForm = z
  .object({
    account_id: ZUuid,
    project_choice: z.string().min(1, 'Choose a project or create a new one'),
    new_project_name: z.string().trim().max(160, 'Use at most 160 characters'),
  })
  .refine((v) => v.project_choice !== 'new' || v.new_project_name.length > 0, {
    message: 'Enter the project name',
    path: ['new_project_name'],
  });
export type TAcceptForm = z.output<typeof ZAcceptForm>;

export function acceptRequestFromForm(form: TAcceptForm): TAcceptInvitation {
  return form.project_choice === 'new'
    ? { account_id: form.account_id, new_project: { name: form.new_project_name } }
    : { account_id: form.account_id, project_id: form.project_choice };
}
