'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import {
  DUE_TERM_LABELS,
  ZPaymentTerms,
  type TPaymentTerms,
  type TPaymentTermsInput,
} from '@/lib/schemas/contracts';
import { DecisionLock } from './decision-lock';
import { SelectField, TextField } from './form-fields';
import styles from './contracts.module.css';

const TERM_OPTIONS = Object.entries(DUE_TERM_LABELS).map(([value, label]) => ({ value, label }));
const KINDS = [
  ['claim', 'Claim', 'When the payee must make each claim.'],
  ['cert', 'Certificate', 'When the payer must answer a claim with a payment certificate (schedule).'],
  ['payment', 'Payment', 'When the certified amount must be paid.'],
] as const;

/**
 * Payment terms (spec §3): for claims, certificates and payment, a number of days and a term.
 * `lockedReason`: the other party sets them (lib/domain/contract-decisions).
 */
export function PaymentTermsForm(props: {
  api: string;
  defaults: TPaymentTermsInput;
  next?: string;
  lockedReason?: string | null;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const form = useForm<TPaymentTermsInput, unknown, TPaymentTerms>({
    resolver: zodResolver(ZPaymentTerms),
    defaultValues: props.defaults,
  });
  const submit = form.handleSubmit(async () => {
    const res = await api(props.api, { method: 'PUT', json: form.getValues() });
    if (!res.ok) return;
    ui.toast('The payment terms are saved.');
    if (props.next) router.push(props.next);
    else router.refresh();
  });
  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Payment terms">
      <DecisionLock id="payment-terms-lock" reason={props.lockedReason}>
        {KINDS.map(([kind, legend, hint]) => (
          <fieldset key={kind} className="fieldset">
            <legend>{legend} due</legend>
            <p className="hint">{hint}</p>
            <div className={styles.termRow}>
              <div>
                <TextField
                  form={form}
                  name={`${kind}_due_days`}
                  label={`${legend} due days`}
                  inputMode="numeric"
                />
              </div>
              <div>
                <SelectField
                  form={form}
                  name={`${kind}_due_term`}
                  label={`${legend} due term`}
                  options={TERM_OPTIONS}
                />
              </div>
            </div>
          </fieldset>
        ))}
      </DecisionLock>
      {!props.lockedReason && (
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          Save payment terms
        </button>
      )}
    </form>
  );
}
