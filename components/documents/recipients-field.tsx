'use client';
// Who the issued claim is emailed to (spec §5): the other party's contacts, ticked, and any
// address typed in. A typed address must be a valid email; a recipient without a name is named by
// the email; adding an email already listed replaces the earlier entry.
import { useId, useState } from 'react';
import { ZRecipient, type Recipient } from '@/lib/schemas/claims';
import type { AccountContact } from '@/lib/server/contacts/list-account-contacts';
import styles from './documents.module.css';

/** Adds (or replaces) a recipient, parsed as the API parses it; an error message when invalid. */
/** A contact that can be emailed. */
export type EmailContact = AccountContact & { contact_email: string };

export const hasEmail = (c: AccountContact): c is EmailContact => !!c.contact_email;

export function withRecipient(
  list: readonly Recipient[],
  input: { contact_name?: string | null; contact_email: string },
): { ok: true; list: Recipient[] } | { ok: false; error: string } {
  const parsed = ZRecipient.safeParse(input);
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues[0]?.message ?? 'Enter a valid email address' };
  const { contact_email, contact_name } = parsed.data;
  return {
    ok: true,
    list: [
      ...list.filter((r) => r.contact_email !== contact_email),
      { contact_email, contact_name: contact_name || contact_email },
    ],
  };
}

export function RecipientsField(props: {
  recipients: Recipient[];
  onChange: (list: Recipient[]) => void;
  contacts: EmailContact[] | null;
  counterparty: string | null;
}) {
  const ids = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { recipients, onChange } = props;
  const chosen = (address: string) => recipients.some((r) => r.contact_email === address.toLowerCase());

  const toggle = (contact: EmailContact, on: boolean) => {
    if (!on)
      return onChange(recipients.filter((r) => r.contact_email !== contact.contact_email.toLowerCase()));
    const next = withRecipient(recipients, contact);
    if (next.ok) onChange(next.list);
  };
  const add = () => {
    const next = withRecipient(recipients, { contact_name: name, contact_email: email });
    if (!next.ok) return setError(next.error);
    setError(null);
    setName('');
    setEmail('');
    onChange(next.list);
  };

  return (
    <fieldset className="fieldset">
      <legend>Recipients</legend>
      {props.contacts === null ? (
        <p className="muted">Loading contacts…</p>
      ) : props.contacts.length === 0 ? (
        <p className="muted">
          No contacts with an email address{props.counterparty ? ` at ${props.counterparty}` : ''}.
        </p>
      ) : (
        <ul
          className={styles.choices}
          aria-label={`Contacts${props.counterparty ? ` at ${props.counterparty}` : ''}`}
        >
          {props.contacts.map((c) => (
            <li key={c.contact_id}>
              <label className={styles.inlineCheck}>
                <input
                  type="checkbox"
                  checked={chosen(c.contact_email)}
                  onChange={(e) => toggle(c, e.target.checked)}
                />{' '}
                {c.contact_name} &lt;{c.contact_email}&gt;
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addRecipient}>
        <div className={styles.field}>
          <label htmlFor={`${ids}-name`}>Name (optional)</label>
          <input id={`${ids}-name`} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-email`}>Email</label>
          <input
            id={`${ids}-email`}
            type="email"
            value={email}
            aria-invalid={error !== null}
            aria-describedby={error ? `${ids}-error` : undefined}
            onChange={(e) => setEmail(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              add();
            }}
          />
        </div>
        <button type="button" className="button secondary" onClick={add}>
          Add recipient
        </button>
      </div>
      {error && (
        <p id={`${ids}-error`} className="field-error">
          {error}
        </p>
      )}
      {recipients.length > 0 && (
        <ul className={styles.recipients} aria-label="Sending to">
          {recipients.map((r) => (
            <li key={r.contact_email}>
              {r.contact_name === r.contact_email
                ? r.contact_email
                : `${r.contact_name} <${r.contact_email}>`}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => onChange(recipients.filter((x) => x.contact_email !== r.contact_email))}
              >
                Remove <span className="visually-hidden">{r.contact_email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
