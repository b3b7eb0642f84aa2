'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { NO_RECIPIENTS_MESSAGE, ZInvite, type TInvite, type TInviteInput } from '@/lib/schemas/invitations';
import { SENT_MESSAGE, type InvitationsJson } from './invitations-json';
import styles from './invitations.module.css';

/**
 * Recipients for POST …/invite: the counterparty company's contacts are one click away, anyone
 * else is typed in. §5: at least one, valid addresses, the email stands in for a missing name.
 */
export function InviteForm({
  apiBase,
  contacts,
  onSent,
}: {
  apiBase: string;
  contacts: InvitationsJson['counterparty']['contacts'];
  onSent: (view: InvitationsJson) => void;
}) {
  const api = useApi();
  const ui = useUi();
  const form = useForm<TInviteInput, unknown, TInvite>({
    resolver: zodResolver(ZInvite),
    defaultValues: { to_contacts: contacts.length ? [] : [{ contact_name: '', contact_email: '' }] },
  });
  const rows = useFieldArray({ control: form.control, name: 'to_contacts' });
  const { errors, isSubmitting } = form.formState;
  const recipients = useWatch({ control: form.control, name: 'to_contacts' });
  const chosen = new Set(recipients.map((r) => r.contact_email.trim().toLowerCase()));

  const onSubmit = form.handleSubmit(
    async (body) => {
      const res = await api<InvitationsJson>(`${apiBase}/invite`, { method: 'POST', json: body });
      if (!res.ok) return;
      ui.toast(SENT_MESSAGE);
      form.reset({ to_contacts: [] });
      onSent(res.data);
    },
    (invalid) => {
      if (invalid.to_contacts?.message || invalid.to_contacts?.root)
        void ui.alert('Error!', [NO_RECIPIENTS_MESSAGE]);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="form" aria-label="Invite by email">
      {contacts.length > 0 && (
        <fieldset className={styles.contacts}>
          <legend>From your contacts</legend>
          {contacts.map((c) => (
            <button
              key={c.id}
              type="button"
              className="button secondary"
              disabled={chosen.has(c.email.toLowerCase())}
              onClick={() => rows.append({ contact_name: c.name, contact_email: c.email })}
            >
              Add {c.name} ({c.email})
            </button>
          ))}
        </fieldset>
      )}
      {rows.fields.map((row, i) => {
        const rowErrors = errors.to_contacts?.[i];
        return (
          <fieldset key={row.id} className={styles.inviteRow}>
            <legend>Recipient {i + 1}</legend>
            <label htmlFor={`invite-name-${i}`}>Name</label>
            <input
              id={`invite-name-${i}`}
              autoComplete="off"
              {...form.register(`to_contacts.${i}.contact_name`)}
            />
            <label htmlFor={`invite-email-${i}`}>Email</label>
            <input
              id={`invite-email-${i}`}
              type="email"
              autoComplete="off"
              aria-invalid={!!rowErrors?.contact_email}
              aria-describedby={rowErrors?.contact_email ? `invite-email-${i}-error` : undefined}
              {...form.register(`to_contacts.${i}.contact_email`)}
            />
            {rowErrors?.contact_email && (
              <p id={`invite-email-${i}-error`} className="field-error">
                {rowErrors.contact_email.message}
              </p>
            )}
            <button type="button" className="link-button" onClick={() => rows.remove(i)}>
              Remove recipient {i + 1}
            </button>
          </fieldset>
        );
      })}
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => rows.append({ contact_name: '', contact_email: '' })}
        >
          Add someone else
        </button>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send invitation'}
        </button>
      </div>
    </form>
  );
}
