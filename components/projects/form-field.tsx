'use client';
import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import styles from './projects.module.css';

/** The id, label link and error of a (possibly nested) form field: 'retention.firstpercent'. */
function useField(name: string) {
  const { register, formState } = useFormContext();
  const id = `f-${name.replaceAll('.', '-')}`;
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return {
    id,
    message,
    props: {
      id,
      'aria-invalid': !!message,
      'aria-describedby': message ? `${id}-error` : undefined,
      ...register(name),
    },
  };
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={`${id}-error`} className="field-error">
      {message}
    </p>
  ) : null;
}

/** A labelled text input. `decimal` fields take numbers typed as §5 says (1,234.56). */
export function TextField(props: {
  name: string;
  label: string;
  decimal?: boolean;
  autoComplete?: string;
  suffix?: ReactNode;
}) {
  const { id, message, props: input } = useField(props.name);
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className={styles.fieldInput}>
        <input
          type="text"
          inputMode={props.decimal ? 'decimal' : undefined}
          autoComplete={props.autoComplete ?? 'off'}
          {...input}
        />
        {props.suffix}
      </div>
      <FieldError id={id} message={message} />
    </div>
  );
}

export function SelectField(props: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { id, message, props: select } = useField(props.name);
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select {...select}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} message={message} />
    </div>
  );
}
