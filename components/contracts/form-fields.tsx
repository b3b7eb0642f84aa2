'use client';
// Labelled inputs for the contract forms: each input is named by its label, says when it is
// invalid, and points at its error and hint text (WCAG 1.3.1, 3.3.1).
import type { InputHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

// The forms' output types differ from their input types (zod transforms), hence `any` there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Form<T extends FieldValues> = UseFormReturn<T, any, any>;

interface FieldProps<T extends FieldValues> {
  form: Form<T>;
  name: Path<T>;
  label: string;
  hint?: string;
}

function describedBy(name: string, hint?: string, error?: string) {
  return [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined;
}

function useError<T extends FieldValues>(form: Form<T>, name: Path<T>): string | undefined {
  // Nested names ('contacts.0.contact_name') have nested errors.
  const error = form.getFieldState(name, form.formState).error;
  return typeof error?.message === 'string' ? error.message : undefined;
}

function Hint({ name, hint }: { name: string; hint?: string }) {
  return hint ? (
    <p id={`${name}-hint`} className="hint">
      {hint}
    </p>
  ) : null;
}

function ErrorText({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p id={`${name}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  ...input
}: FieldProps<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'>) {
  const error = useError(form, name);
  return (
    <>
      <label htmlFor={name}>{label}</label>
      <Hint name={name} hint={hint} />
      <input
        id={name}
        aria-invalid={!!error}
        aria-describedby={describedBy(name, hint, error)}
        {...input}
        {...form.register(name)}
      />
      <ErrorText name={name} error={error} />
    </>
  );
}

export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  options,
}: FieldProps<T> & { options: readonly { value: string; label: string }[] }) {
  const error = useError(form, name);
  return (
    <>
      <label htmlFor={name}>{label}</label>
      <Hint name={name} hint={hint} />
      <select
        id={name}
        aria-invalid={!!error}
        aria-describedby={describedBy(name, hint, error)}
        {...form.register(name)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText name={name} error={error} />
    </>
  );
}

export function CheckboxField<T extends FieldValues>({ form, name, label }: FieldProps<T>) {
  return (
    <label className="checkbox" htmlFor={name}>
      <input id={name} type="checkbox" {...form.register(name)} /> {label}
    </label>
  );
}
