'use client';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { TCompanyForm } from '@/lib/schemas/contacts';
import styles from './contacts.module.css';

type ContactField = 'contact_name' | 'contact_email' | 'contact_tel' | 'contact_role';

const FIELDS: { name: ContactField; label: string; type: string }[] = [
  { name: 'contact_name', label: 'Contact name', type: 'text' },
  { name: 'contact_email', label: 'Email', type: 'email' },
  { name: 'contact_tel', label: 'Phone', type: 'tel' },
  { name: 'contact_role', label: 'Role', type: 'text' },
];

/** One contact of the company form: its four fields and a Remove button. */
export function ContactCard(props: {
  index: number;
  register: UseFormRegister<TCompanyForm>;
  errors: FieldErrors<TCompanyForm>;
  phoneHint: string;
  onRemove: () => void;
}) {
  const { index, register, errors, phoneHint } = props;
  const number = index + 1;
  return (
    <fieldset className={styles.contactCard}>
      <legend>Contact {number}</legend>
      <div className={styles.fields}>
        {FIELDS.map(({ name, label, type }) => {
          const id = `contacts-${index}-${name}`;
          const error = errors.contacts?.[index]?.[name]?.message;
          const hintId = name === 'contact_tel' ? `${id}-hint` : undefined;
          const describedBy = [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
          return (
            <div key={name}>
              <label htmlFor={id}>{label}</label>
              <input
                id={id}
                type={type}
                autoComplete="off"
                aria-invalid={!!error}
                aria-describedby={describedBy || undefined}
                {...register(`contacts.${index}.${name}`)}
              />
              {hintId && (
                <p id={hintId} className={styles.hint}>
                  {phoneHint}
                </p>
              )}
              {error && (
                <p id={`${id}-error`} className="field-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className={styles.cardActions}>
        <button type="button" className="link-button" onClick={props.onRemove}>
          Remove contact {number}
        </button>
      </div>
    </fieldset>
  );
}
