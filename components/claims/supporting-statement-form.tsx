'use client';
// The NSW supporting statement of a head contractor's claim (SOP Act 1999 (NSW) s13(7)): the
// declaration, the period it covers and the subcontractors with what was paid, when, and what is
// owing and why. The schema is the API's (lib/schemas/claims.ts ZSupportingStatement): amounts are
// typed as dollars and read by the §5 number rules. One column at every width; each control labelled.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { formatMoney, plainDecimalString } from '@/lib/domain/money-format';
import {
  SUPPORTING_STATEMENT_INTRO,
  SUPPORTING_STATEMENT_TITLE,
  SUPPORTING_STATEMENT_WARNING,
  supportingDeclaration,
} from '@/lib/domain/supporting-statement';
import { ZSupportingStatement, type TSupportingStatement } from '@/lib/schemas/claims';
import styles from './supporting-statement-form.module.css';

export interface StatementRead {
  required: boolean;
  editable: boolean;
  claim_period: { from: string; to: string };
  statement: {
    head_contractor_abn: string;
    period_from: string;
    period_to: string;
    declarant_name: string;
    declarant_position: string;
    declared_on: string;
    made_by: string | null;
    updated_at: string;
    subcontractors: {
      name: string;
      abn: string;
      contract_ref: string;
      amount_paid: number;
      date_paid: string | null;
      amount_owing: number;
      reason: string;
    }[];
  } | null;
}

interface RowForm {
  name: string;
  abn: string;
  contract_ref: string;
  amount_paid: string;
  date_paid: string;
  amount_owing: string;
  reason: string;
}

interface StatementForm {
  head_contractor_abn: string;
  period_from: string;
  period_to: string;
  declarant_name: string;
  declarant_position: string;
  declared_on: string;
  declaration_confirmed: boolean;
  subcontractors: RowForm[];
}

const BLANK_ROW: RowForm = {
  name: '',
  abn: '',
  contract_ref: '',
  amount_paid: '',
  date_paid: '',
  amount_owing: '',
  reason: '',
};

/** Cents as the dollars a user types back: 125000 → "1250.00" (no float on the way); nothing → "". */
const dollars = (cents: number) => (cents ? plainDecimalString(cents) : '');

function formValues(read: StatementRead, today: string): StatementForm {
  const s = read.statement;
  if (!s)
    return {
      head_contractor_abn: '',
      period_from: read.claim_period.from,
      period_to: read.claim_period.to,
      declarant_name: '',
      declarant_position: '',
      declared_on: today,
      declaration_confirmed: false,
      subcontractors: [BLANK_ROW],
    };
  return {
    head_contractor_abn: s.head_contractor_abn,
    period_from: s.period_from,
    period_to: s.period_to,
    declarant_name: s.declarant_name,
    declarant_position: s.declarant_position,
    declared_on: s.declared_on,
    // A saved statement was confirmed; a change is a new declaration and is confirmed again.
    declaration_confirmed: false,
    subcontractors: s.subcontractors.map((r) => ({
      name: r.name,
      abn: r.abn,
      contract_ref: r.contract_ref,
      amount_paid: dollars(r.amount_paid),
      date_paid: r.date_paid ?? '',
      amount_owing: dollars(r.amount_owing),
      reason: r.reason,
    })),
  };
}

export function SupportingStatementForm(props: {
  url: string;
  read: StatementRead;
  today: string;
  currency: string;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const form = useForm<StatementForm, unknown, TSupportingStatement>({
    resolver: zodResolver(ZSupportingStatement) as unknown as Resolver<
      StatementForm,
      unknown,
      TSupportingStatement
    >,
    defaultValues: formValues(props.read, props.today),
  });
  const rows = useFieldArray({ control: form.control, name: 'subcontractors' });
  const { errors, isSubmitting } = form.formState;
  const made = props.read.statement;
  const [name, position] = useWatch({
    control: form.control,
    name: ['declarant_name', 'declarant_position'],
  });

  const input = (path: string, message: string | undefined) => ({
    id: `ss-${path.replaceAll('.', '-')}`,
    'aria-invalid': !!message,
    'aria-describedby': message ? `ss-${path.replaceAll('.', '-')}-error` : undefined,
  });
  const fieldError = (path: string, message: string | undefined) =>
    message ? (
      <p id={`ss-${path.replaceAll('.', '-')}-error`} className="field-error">
        {message}
      </p>
    ) : null;

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await api(props.url, { method: 'PUT', json: values });
    if (!saved.ok) return;
    ui.toast('Supporting statement saved.');
    router.refresh();
  });

  const field = (
    path: keyof Omit<StatementForm, 'subcontractors' | 'declaration_confirmed'>,
    label: string,
    type = 'text',
  ) => {
    const message = errors[path]?.message;
    return (
      <div className="field">
        <label htmlFor={`ss-${path}`}>{label}</label>
        <input type={type} autoComplete="off" {...input(path, message)} {...form.register(path)} />
        {fieldError(path, message)}
      </div>
    );
  };

  return (
    <section className={styles.statement} aria-labelledby="ss-heading">
      <h2 id="ss-heading">{SUPPORTING_STATEMENT_TITLE}</h2>
      <p className="muted">{SUPPORTING_STATEMENT_INTRO}</p>
      <p role="status">
        {made
          ? `Made by ${made.declarant_name} on ${made.declared_on}${made.made_by ? ` (saved by ${made.made_by})` : ''}: it will be printed with the claim.`
          : 'Not made yet: the claim cannot be issued without it.'}
      </p>
      {!props.read.editable ? (
        <p className="muted">The claim is no longer a draft: revert it to draft to change the statement.</p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="form">
          {field('head_contractor_abn', 'Head contractor’s ABN (11 digits)')}
          <fieldset className="fieldset">
            <legend>This statement applies for work between</legend>
            {field('period_from', 'From', 'date')}
            {field('period_to', 'To (inclusive)', 'date')}
          </fieldset>
          <fieldset className="fieldset">
            <legend>Subcontractors</legend>
            {rows.fields.map((row, i) => {
              const e = errors.subcontractors?.[i];
              const sub = (key: keyof RowForm, label: string, type = 'text', mode?: 'decimal') => {
                const path = `subcontractors.${i}.${key}` as const;
                const message = e?.[key]?.message;
                return (
                  <div className="field">
                    <label htmlFor={`ss-subcontractors-${i}-${key}`}>{label}</label>
                    <input
                      type={type}
                      inputMode={mode}
                      autoComplete="off"
                      {...input(path, message)}
                      {...form.register(path)}
                    />
                    {fieldError(path, message)}
                  </div>
                );
              };
              return (
                <fieldset key={row.id} className={styles.row}>
                  <legend>Subcontractor {i + 1}</legend>
                  {sub('name', `Subcontractor ${i + 1}: business name`)}
                  {sub('abn', `Subcontractor ${i + 1}: ABN`)}
                  {sub('contract_ref', `Subcontractor ${i + 1}: contract number or identifier`)}
                  {sub('amount_paid', `Subcontractor ${i + 1}: amount paid`, 'text', 'decimal')}
                  {sub('date_paid', `Subcontractor ${i + 1}: date paid`, 'date')}
                  {sub(
                    'amount_owing',
                    `Subcontractor ${i + 1}: amount due and payable, not paid`,
                    'text',
                    'decimal',
                  )}
                  <div className="field">
                    <label htmlFor={`ss-subcontractors-${i}-reason`}>
                      Subcontractor {i + 1}: reason it is not paid
                    </label>
                    <textarea
                      rows={2}
                      {...input(`subcontractors.${i}.reason`, e?.reason?.message)}
                      {...form.register(`subcontractors.${i}.reason`)}
                    />
                    {fieldError(`subcontractors.${i}.reason`, e?.reason?.message)}
                  </div>
                  <button type="button" className="button secondary" onClick={() => rows.remove(i)}>
                    Remove subcontractor {i + 1}
                  </button>
                </fieldset>
              );
            })}
            {fieldError(
              'subcontractors',
              errors.subcontractors?.message ?? errors.subcontractors?.root?.message,
            )}
            <button type="button" className="button secondary" onClick={() => rows.append(BLANK_ROW)}>
              Add a subcontractor
            </button>
          </fieldset>
          <fieldset className="fieldset">
            <legend>Declaration</legend>
            {field('declarant_name', 'Full name of the person declaring')}
            {field(
              'declarant_position',
              'Position (the head contractor, a director, or an authorised person)',
            )}
            {field('declared_on', 'Date of the declaration', 'date')}
            <p>{supportingDeclaration(name || '[full name]', position || '[position]')}</p>
            <div className={styles.confirm}>
              <input
                type="checkbox"
                {...input('declaration_confirmed', errors.declaration_confirmed?.message)}
                {...form.register('declaration_confirmed')}
              />
              <label htmlFor="ss-declaration_confirmed">I make this declaration</label>
            </div>
            {fieldError('declaration_confirmed', errors.declaration_confirmed?.message)}
            <p className="muted">{SUPPORTING_STATEMENT_WARNING}</p>
          </fieldset>
          {made && made.subcontractors.length > 0 && (
            <p className="muted">
              Saved: {made.subcontractors.length} subcontractor(s), paid{' '}
              {formatMoney(
                made.subcontractors.reduce((sum, r) => sum + r.amount_paid, 0),
                { currency: props.currency },
              )}
              .
            </p>
          )}
          <div className="actions">
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save supporting statement'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
