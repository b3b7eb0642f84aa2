'use client';
import { DUE_TERMS } from '@/lib/domain/due-dates';
import { DUE_TERM_LABELS } from '@/lib/schemas/project-defaults';
import { SelectField, TextField } from './form-field';
import styles from './projects.module.css';

const KINDS = [
  ['claim', 'Claim due'],
  ['cert', 'Certificate due'],
  ['payment', 'Payment due'],
] as const;

const OPTIONS = DUE_TERMS.map((t) => ({ value: t, label: DUE_TERM_LABELS[t] }));

/** The default payment terms (spec §3, §9 due-term options) for new contracts in the project. */
export function PaymentTermsFields() {
  return (
    <fieldset className="fieldset">
      <legend>Default payment terms</legend>
      {KINDS.map(([kind, label]) => (
        <div key={kind} className={styles.formPair}>
          <TextField name={`payment_terms.${kind}_due_days`} label={`${label}: days`} />
          <SelectField
            name={`payment_terms.${kind}_due_term`}
            label={`${label}: counted as`}
            options={OPTIONS}
          />
        </div>
      ))}
    </fieldset>
  );
}
