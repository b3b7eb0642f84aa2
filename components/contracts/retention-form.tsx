'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import {
  RETENTION_TYPES,
  RETENTION_TYPE_LABELS,
  ZRetention,
  type TRetention,
  type TRetentionInput,
} from '@/lib/schemas/contracts-retention';
import { DecisionLock } from './decision-lock';
import { SelectField, TextField } from './form-fields';

const TIERS = [
  ['firstnext', 'Second tier'],
  ['secondnext', 'Third tier'],
  ['thirdnext', 'Fourth tier'],
] as const;

/**
 * Retention (spec §3): how much of each claim is held back and when it is released. Amounts are
 * typed in the account's currency and percentages as numbers; the schema turns them into cents and
 * basis points (§5). `lockedReason`: the other party sets the retention (lib/domain/contract-decisions).
 */
export function RetentionForm(props: {
  api: string;
  defaults: TRetentionInput;
  next?: string;
  lockedReason?: string | null;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const form = useForm<TRetentionInput, unknown, TRetention>({
    resolver: zodResolver(ZRetention),
    defaultValues: props.defaults,
  });
  const type = useWatch({ control: form.control, name: 'retention_type' });
  const dlpBy = useWatch({ control: form.control, name: 'release_dlp_type' });
  const submit = form.handleSubmit(async () => {
    const res = await api(props.api, { method: 'PUT', json: form.getValues() });
    if (!res.ok) return;
    ui.toast(type === 'none' ? 'The contract has no retention.' : 'The retention is saved.');
    if (props.next) router.push(props.next);
    else router.refresh();
  });
  const money = { inputMode: 'decimal' as const };
  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Retention">
      <DecisionLock id="retention-lock" reason={props.lockedReason}>
        <SelectField
          form={form}
          name="retention_type"
          label="Retention type"
          options={RETENTION_TYPES.map((t) => ({ value: t, label: RETENTION_TYPE_LABELS[t] }))}
        />
        {type !== 'none' && (
          <>
            <TextField
              form={form}
              name="firstpercent"
              label={type === 'scale' ? 'First tier (%)' : 'Retention (%)'}
              {...money}
            />
            {type === 'contract' && (
              <TextField
                form={form}
                name="maximum_percent"
                label="Maximum (% of the contract value)"
                {...money}
              />
            )}
            {type !== 'contract' && (
              <TextField
                form={form}
                name="firstamount"
                label={type === 'scale' ? 'First tier: on the first (amount)' : 'Maximum retention (amount)'}
                {...money}
              />
            )}
            {type === 'scale' && (
              <>
                {TIERS.map(([tier, label]) => (
                  <fieldset key={tier} className="fieldset">
                    <legend>{label} (optional)</legend>
                    <TextField form={form} name={`${tier}percent`} label={`${label} (%)`} {...money} />
                    <TextField
                      form={form}
                      name={`${tier}amount`}
                      label={`${label}: on the next (amount)`}
                      {...money}
                    />
                  </fieldset>
                ))}
                <TextField form={form} name="excesspercent" label="Beyond the tiers (%)" {...money} />
                <TextField form={form} name="maximum_amount" label="Maximum retention (amount)" {...money} />
              </>
            )}
            <fieldset className="fieldset">
              <legend>Release</legend>
              <TextField
                form={form}
                name="pcd_percent"
                label="Released at practical completion (%)"
                {...money}
              />
              <TextField form={form} name="pcd_date" label="Practical completion date" type="date" />
              <SelectField
                form={form}
                name="release_dlp_type"
                label="The defects liability period ends"
                options={[
                  { value: 'days', label: 'A number of days after practical completion' },
                  { value: 'date', label: 'On a date' },
                ]}
              />
              {dlpBy === 'days' ? (
                <TextField
                  form={form}
                  name="dlpdays"
                  label="Defects liability period (days)"
                  inputMode="numeric"
                />
              ) : (
                <TextField
                  form={form}
                  name="dlp_date"
                  label="End of the defects liability period"
                  type="date"
                />
              )}
              <TextField
                form={form}
                name="dlppercent"
                label="Released at the end of the DLP (%)"
                {...money}
              />
            </fieldset>
            <TextField
              form={form}
              name="retention_account"
              label="Retention money account"
              hint="Where the payer holds the retention money on trust (NZ CCA Part 2A)."
            />
          </>
        )}
      </DecisionLock>
      {!props.lockedReason && (
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          Save retention
        </button>
      )}
    </form>
  );
}
