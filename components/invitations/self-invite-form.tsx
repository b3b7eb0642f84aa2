'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import type { AccountContact } from '@/lib/server/contacts/list-account-contacts';
import { ZSelfInvitation, type TSelfInvitation, type TSelfInvitationInput } from '@/lib/schemas/invitations';
import { SENT_MESSAGE, type InvitationsJson } from './invitations-json';

const NEW = 'new';

/**
 * §5 self-invitation, for a contract whose other party is not yet named: pick a contact from the
 * account's contacts (their company becomes the counterparty), or type a new company and contact,
 * which are added to the contacts first. Either way the contact is sent the invitation.
 */
export function SelfInviteForm({
  apiBase,
  accountId,
  onSent,
}: {
  apiBase: string;
  accountId: string;
  onSent: (view: InvitationsJson) => void;
}) {
  const api = useApi();
  const ui = useUi();
  const [contacts, setContacts] = useState<AccountContact[]>([]);
  const [pick, setPick] = useState(NEW);
  const [sending, setSending] = useState(false);
  const form = useForm<TSelfInvitationInput, unknown, TSelfInvitation>({
    resolver: zodResolver(ZSelfInvitation),
    defaultValues: { company: { name: '' }, contact: { name: '', email: '' } },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    let current = true;
    void api<{ contacts: AccountContact[] }>(`/api/company/account/${accountId}/contacts`).then((res) => {
      if (current && res.ok) setContacts(res.data.contacts.filter((c) => c.contact_email));
    });
    return () => {
      current = false;
    };
  }, [api, accountId]);

  const send = async (body: TSelfInvitation) => {
    setSending(true);
    const res = await api<InvitationsJson>(`${apiBase}/self_invitation`, { method: 'POST', json: body });
    setSending(false);
    if (!res.ok) return;
    ui.toast(SENT_MESSAGE);
    onSent(res.data);
  };
  const typed = form.handleSubmit(send);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const chosen = contacts.find((c) => c.contact_id === pick);
    if (!chosen) return typed(event);
    event.preventDefault();
    void send({ company_id: chosen.entity_id, contact_id: chosen.contact_id });
  };

  const error = (id: string, message: string | undefined) =>
    message && (
      <p id={`${id}-error`} className="field-error">
        {message}
      </p>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="form" aria-label="Name and invite the other party">
      {contacts.length > 0 && (
        <>
          <label htmlFor="self-pick">Who to invite</label>
          <select id="self-pick" value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value={NEW}>Someone new (enter their company and contact)</option>
            {contacts.map((c) => (
              <option key={c.contact_id} value={c.contact_id}>
                {c.contact_name}, {c.entity_name} ({c.contact_email})
              </option>
            ))}
          </select>
        </>
      )}
      {pick === NEW && (
        <>
          <label htmlFor="self-company">Company</label>
          <input
            id="self-company"
            autoComplete="organization"
            aria-invalid={!!errors.company?.name}
            aria-describedby={errors.company?.name ? 'self-company-error' : undefined}
            {...form.register('company.name')}
          />
          {error('self-company', errors.company?.name?.message)}
          <label htmlFor="self-contact-name">Contact name</label>
          <input id="self-contact-name" autoComplete="name" {...form.register('contact.name')} />
          <label htmlFor="self-contact-email">Contact email</label>
          <input
            id="self-contact-email"
            type="email"
            autoComplete="email"
            aria-invalid={!!errors.contact?.email}
            aria-describedby={errors.contact?.email ? 'self-contact-email-error' : undefined}
            {...form.register('contact.email')}
          />
          {error('self-contact-email', errors.contact?.email?.message)}
        </>
      )}
      <button type="submit" className="button" disabled={isSubmitting || sending}>
        {isSubmitting || sending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
