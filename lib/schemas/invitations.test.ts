import { describe, expect, it } from 'vitest';
import {
  acceptRequestFromForm,
  NO_RECIPIENTS_MESSAGE,
  ZAcceptForm,
  ZInvitationCode,
  ZInvite,
  ZSelfInvitation,
} from './invitations';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('ZInvite (spec §5 recipients)', () => {
  it.each([[{}], [{ to_contacts: [] }], [{ to_contacts: null }]])('%j needs at least one address', (body) => {
    expect(messages(ZInvite.safeParse(body))).toEqual([NO_RECIPIENTS_MESSAGE]);
  });

  it('names a recipient without a name by their email, and a later duplicate replaces the earlier', () => {
    const parsed = ZInvite.parse({
      to_contacts: [
        { contact_name: 'First', contact_email: 'A@Example.com ' },
        { contact_email: 'b@example.com', contact_name: null },
        { contact_name: ' Second ', contact_email: 'a@example.com' },
      ],
    });
    expect(parsed.to_contacts).toEqual([
      { contact_name: 'b@example.com', contact_email: 'b@example.com' },
      { contact_name: 'Second', contact_email: 'a@example.com' },
    ]);
  });

  it('checks each address against the standard pattern', () => {
    for (const bad of ['plain', 'a@', '@b.com', 'a b@c.com']) {
      expect(messages(ZInvite.safeParse({ to_contacts: [{ contact_email: bad }] }))).toEqual([
        'Enter a valid email address',
      ]);
    }
  });
});

describe('ZSelfInvitation', () => {
  const id = '6f1c7c1e-6a8e-4a57-9d0c-3f4f1f8c2b10';
  it.each([
    [{ company_id: id, contact_id: id }, []],
    [{ company: { name: 'Orakei' }, contact: { email: 'p@o.nz' } }, []],
    [{ company_id: id, contact: { email: 'p@o.nz' } }, []],
    [{ contact_id: id }, ['Choose a company or enter a new one']],
    [{ company_id: id }, ['Choose a contact or enter a new one']],
    [
      { company: { name: 'Orakei' }, contact_id: id },
      ['A new company has no contacts yet: enter the contact'],
    ],
  ])('%j', (body, expected) => {
    expect(messages(ZSelfInvitation.safeParse(body))).toEqual(expected);
  });
});

describe('the accept form', () => {
  const account = '6f1c7c1e-6a8e-4a57-9d0c-3f4f1f8c2b10';
  it('turns the choice into the request', () => {
    expect(
      acceptRequestFromForm(
        ZAcceptForm.parse({ account_id: account, project_choice: 'new', new_project_name: ' Site ' }),
      ),
    ).toEqual({ account_id: account, new_project: { name: 'Site' } });
    expect(
      acceptRequestFromForm(
        ZAcceptForm.parse({ account_id: account, project_choice: account, new_project_name: '' }),
      ),
    ).toEqual({ account_id: account, project_id: account });
  });

  it('needs a name for a new project', () => {
    expect(
      messages(ZAcceptForm.safeParse({ account_id: account, project_choice: 'new', new_project_name: '' })),
    ).toEqual(['Enter the project name']);
  });

  it('accepts only 43-character base64url codes', () => {
    expect(ZInvitationCode.safeParse('A'.repeat(43)).success).toBe(true);
    expect(ZInvitationCode.safeParse('A'.repeat(42)).success).toBe(false);
    expect(ZInvitationCode.safeParse(`${'A'.repeat(42)}/`).success).toBe(false);
  });
});
