'use client';
import { useFormContext, useWatch } from 'react-hook-form';
import { RETENTION_TYPES } from '@/lib/schemas/project-defaults';
import type { TProjectFieldsInput } from '@/lib/schemas/projects';
import { SelectField, TextField } from './form-field';
import styles from './projects.module.css';

const TYPE_LABELS: Record<(typeof RETENTION_TYPES)[number], string> = {
  none: 'No retention',
  contract: 'Percent of the claim, capped at a percent of the contract value',
  fixed: 'Percent of the claim, capped at a fixed amount',
  scale: 'Sliding scale (up to three further tiers)',
};

const TIERS = [
  ['firstnext', 'Second tier'],
  ['secondnext', 'Third tier'],
  ['thirdnext', 'Fourth tier'],
] as const;

const pct = <span className={styles.fieldUnit}>%</span>;

/** The project's default retention (spec §3 Retention): fields shown for the chosen type only. */
export function RetentionFields() {
  const { control } = useFormContext<TProjectFieldsInput>();
  const type = useWatch({ control, name: 'retention.retention_type' });
  const release = useWatch({ control, name: 'retention.release_dlp_type' });
  return (
    <fieldset className="fieldset">
      <legend>Default retention</legend>
      <SelectField
        name="retention.retention_type"
        label="Retention type"
        options={RETENTION_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
      />
      {type !== 'none' && (
        <div className={styles.formGrid}>
          <TextField name="retention.firstpercent" label="Retention percent" decimal suffix={pct} />
          {type === 'contract' && (
            <TextField
              name="retention.maximum"
              label="Maximum, percent of contract value"
              decimal
              suffix={pct}
            />
          )}
          {type === 'fixed' && (
            <TextField name="retention.firstamount" label="Maximum retention amount" decimal />
          )}
          {type === 'scale' && (
            <>
              <TextField name="retention.firstamount" label="Applies to the first (amount)" decimal />
              {TIERS.map(([tier, label]) => (
                <div key={tier} className={styles.formPair}>
                  <TextField
                    name={`retention.${tier}percent`}
                    label={`${label} percent`}
                    decimal
                    suffix={pct}
                  />
                  <TextField
                    name={`retention.${tier}amount`}
                    label={`${label} applies to the next (amount)`}
                    decimal
                  />
                </div>
              ))}
              <TextField
                name="retention.excesspercent"
                label="Percent of everything beyond"
                decimal
                suffix={pct}
              />
              <TextField name="retention.maximum" label="Maximum retention amount" decimal />
            </>
          )}
          <TextField
            name="retention.pcd_percent"
            label="Released at practical completion"
            decimal
            suffix={pct}
          />
          <SelectField
            name="retention.release_dlp_type"
            label="Rest released"
            options={[
              { value: 'days', label: 'A number of days after practical completion' },
              { value: 'date', label: 'On a date set in each contract' },
            ]}
          />
          <TextField
            name="retention.dlppercent"
            label="Released at the end of the DLP"
            decimal
            suffix={pct}
          />
          {release === 'days' && (
            <TextField name="retention.dlpdays" label="Defects liability period (days)" />
          )}
          <TextField name="retention.retention_account" label="Retention money account (optional)" />
        </div>
      )}
    </fieldset>
  );
}
