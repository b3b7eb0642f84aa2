'use client';
// The new-claim form (spec §2 /make-claim/{contractType}/{proId}/{contractId}): the period, with
// the claim's due dates and the statutory deadlines that will run shown before it is created
// (read_contract_claim_period). The period may end from today up to the end of the date schedule
// (lib/domain/date-schedule.ts: this month and the next two) and starts after the previous claim.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/contracts/form-fields';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { ZCreateClaim, ZIsoDate } from '@/lib/schemas/claims';
import { ClaimDates } from './claim-dates';
import type { ClaimPeriod } from './claim-json';
import { type ClaimContractIds, draftReviewPage } from '@/lib/paths/page-paths';
import { claimApi } from '@/lib/paths/api-paths';
import styles from './new-claim-form.module.css';

export interface PeriodLimits {
  /** The earliest period end: today, in the contract's time zone. */
  minTo: string;
  /** The last day of the date schedule. */
  maxTo: string;
}

function formSchema(limits: PeriodLimits, earliestFrom: string | null) {
  return ZCreateClaim.superRefine((v, ctx) => {
    if (v.claim_to < limits.minTo || v.claim_to > limits.maxTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['claim_to'],
        message: `Choose a period end from ${limits.minTo} to ${limits.maxTo}`,
      });
    }
    if (earliestFrom && v.claim_from < earliestFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['claim_from'],
        message: `The period must start on or after ${earliestFrom}, after the previous claim's period`,
      });
    }
  });
}

export function NewClaimForm(props: { ids: ClaimContractIds; period: ClaimPeriod; limits: PeriodLimits }) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [period, setPeriod] = useState(props.period);
  const earliestFrom = props.period.claim_from;
  const schema = useMemo(() => formSchema(props.limits, earliestFrom), [props.limits, earliestFrom]);
  const form = useForm<z.input<typeof ZCreateClaim>, unknown, z.output<typeof ZCreateClaim>>({
    resolver: zodResolver(schema),
    defaultValues: {
      claim_from: earliestFrom ?? `${props.period.claim_to.slice(0, 8)}01`,
      claim_to: props.period.claim_to,
      name: undefined,
    },
  });
  const claimTo = useWatch({ control: form.control, name: 'claim_to' });
  const claimFrom = useWatch({ control: form.control, name: 'claim_from' });

  // The preview follows the period end as it is chosen.
  useEffect(() => {
    if (!ZIsoDate.safeParse(claimTo).success || claimTo === period.claim_to) return;
    void api<ClaimPeriod>(`${claimApi(props.ids, 'period')}?claim_to=${claimTo}`).then(
      (res) => res.ok && setPeriod(res.data),
    );
  }, [api, claimTo, period.claim_to, props.ids]);

  const submit = form.handleSubmit(async (values) => {
    const res = await api<{ id: string }>(claimApi(props.ids), { method: 'POST', json: values });
    if (!res.ok) return;
    ui.toast('Claim created');
    // §2: a new claim on a claim contract opens on its review screen.
    router.push(draftReviewPage({ ...props.ids, claimId: res.data.id }));
  });

  return (
    <div className={styles.layout}>
      <form className="form narrow-form" noValidate onSubmit={submit} aria-label="New claim">
        <TextField
          form={form}
          name="claim_from"
          label="Period from"
          type="date"
          min={earliestFrom ?? undefined}
        />
        <TextField
          form={form}
          name="claim_to"
          label="Period to"
          type="date"
          min={props.limits.minTo}
          max={props.limits.maxTo}
          hint={`A period end from ${props.limits.minTo} to ${props.limits.maxTo}.`}
        />
        <label htmlFor="name">Claim name</label>
        <p id="name-hint" className="hint">
          Leave empty for “{period.name}”.
        </p>
        <input
          id="name"
          aria-describedby="name-hint"
          placeholder={period.name}
          {...form.register('name', { setValueAs: (v: string) => (v && v.trim() ? v : undefined) })}
        />
        {form.formState.errors.name && <p className="field-error">{form.formState.errors.name.message}</p>}
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Creating…' : 'Create claim'}
        </button>
      </form>
      <section aria-labelledby="claim-preview">
        <h2 id="claim-preview">Claim {period.number}: due dates</h2>
        <ClaimDates
          dates={{ ...period, claim_from: claimFrom || period.claim_from }}
          deadlines={period.deadlines}
        />
      </section>
    </div>
  );
}
