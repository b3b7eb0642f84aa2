'use client';
// The claim's own settings in the editor (spec §3 Claim): whether retention is deducted, what
// "less previous" deducts (the previous claim, the previous certificate, a typed amount, or on a
// contract set to claim_less_paid_to_date the payments recorded to date), the
// labour element CIS is taken on (UK), and the internal and external notes.
import { useId } from 'react';
import type { LessPreviousOption } from '@/lib/domain/claim-totals';
import type { ClaimSettings } from './live-totals';
import type { ClaimRead } from '../claims/claim-json';
import { MoneyField } from '../ui/money-field';

export interface ClaimNotes {
  internal: string;
  external: string;
}

export const notesOf = (claim: ClaimRead['claim']): ClaimNotes => ({
  internal: claim.claim_internal_notes ?? '',
  external: claim.claim_external_notes ?? '',
});

/** The settings and notes as update_one_claim and update_one_cert take them. */
export const settingsBody = (settings: ClaimSettings, notes: ClaimNotes) => ({
  internal_notes: notes.internal || null,
  external_notes: notes.external || null,
  has_retention: settings.hasRetention,
  less_previous_option: settings.lessPreviousOption,
  custom_previous: settings.customPrevious,
  labour_element: settings.labourElement,
});

export const sameSettings = (a: ClaimSettings, b: ClaimSettings) =>
  a.hasRetention === b.hasRetention &&
  a.lessPreviousOption === b.lessPreviousOption &&
  a.customPrevious === b.customPrevious &&
  a.labourElement === b.labourElement;

const LESS_PREVIOUS: { value: LessPreviousOption; label: string }[] = [
  { value: 'claimed', label: 'The previous claim (claimed to date)' },
  { value: 'certified', label: 'The previous certificate (certified to date)' },
  { value: 'custom', label: 'A custom amount' },
];

/** A claim's option under the contract's claim_less_paid_to_date (spec §3). */
const PAID_TO_DATE = { value: 'paid_to_date', label: 'The payments recorded to date' } as const;

/** Notes are bounded like the API's (lib/schemas/claims.ts ZUpdateClaim). */
const NOTES_MAX = 10_000;

export function ClaimSettingsFields(props: {
  settings: ClaimSettings;
  onSettings: (change: Partial<ClaimSettings>) => void;
  onFieldError: (field: string, invalid: boolean) => void;
  notes: ClaimNotes;
  onNotes: (notes: ClaimNotes) => void;
  /** The contract retains: the claim may turn it off. */
  retention: boolean;
  /** CIS applies (UK): a labour element is asked for. */
  cis: boolean;
  /** 'claim' or 'certificate', in the labels. */
  term?: string;
  /** A claim on a contract set to claim_less_paid_to_date: "less paid to date" is offered. */
  paidToDate?: boolean;
}) {
  const term = props.term ?? 'claim';
  const ids = useId();
  const { settings } = props;
  return (
    <div className="form">
      {props.retention && (
        <label className="checkbox" htmlFor={`${ids}-ret`}>
          <input
            id={`${ids}-ret`}
            type="checkbox"
            checked={settings.hasRetention}
            onChange={(e) => props.onSettings({ hasRetention: e.target.checked })}
          />{' '}
          Deduct retention on this {term}
        </label>
      )}
      <label htmlFor={`${ids}-prev`}>Less previous</label>
      <select
        id={`${ids}-prev`}
        value={settings.lessPreviousOption}
        onChange={(e) => props.onSettings({ lessPreviousOption: e.target.value as LessPreviousOption })}
      >
        {(props.paidToDate ? [...LESS_PREVIOUS, PAID_TO_DATE] : LESS_PREVIOUS).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {settings.lessPreviousOption === 'paid_to_date' && (
        <p className="hint">
          The payments you have recorded against this contract&apos;s earlier certificates. The figure is
          fixed when the {term} is issued: payments recorded after that do not change it.
        </p>
      )}
      {settings.lessPreviousOption === 'custom' && (
        <MoneyField
          label="Previous amount to deduct"
          initial={settings.customPrevious}
          onCommit={(r) => {
            props.onFieldError('custom_previous', !r.ok);
            if (r.ok) props.onSettings({ customPrevious: r.value });
          }}
        />
      )}
      {props.cis && (
        <MoneyField
          label={`Labour element of this ${term}`}
          hint="CIS is deducted on the labour element only."
          initial={settings.labourElement}
          onCommit={(r) => {
            props.onFieldError('labour_element', !r.ok);
            if (r.ok) props.onSettings({ labourElement: r.value });
          }}
        />
      )}
      <label htmlFor={`${ids}-ext`}>External notes (printed on the {term})</label>
      <textarea
        id={`${ids}-ext`}
        rows={3}
        maxLength={NOTES_MAX}
        value={props.notes.external}
        onChange={(e) => props.onNotes({ ...props.notes, external: e.target.value })}
      />
      <label htmlFor={`${ids}-int`}>Internal notes (never shown to the other party)</label>
      <textarea
        id={`${ids}-int`}
        rows={3}
        maxLength={NOTES_MAX}
        value={props.notes.internal}
        onChange={(e) => props.onNotes({ ...props.notes, internal: e.target.value })}
      />
    </div>
  );
}
