'use client';
// Record a claim received off ClaimCert (spec §7 "Certs": a certifier certifying for a payee that is
// not on the system): the period, the day it was served and its name, then what was claimed to
// date on each line — starting from the last claim's figures, as a payee's own new claim does, and
// valued on screen as the server will value it. Recording issues it as served; the certifier then
// certifies it like any other.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { savedEntry } from '@/components/documents/live-totals';
import { claimLine, isClaimable, rollUp, valuedItem } from '@/components/documents/line-entry';
import type { CommitResult } from '@/components/documents/entry-cell';
import type { ClaimItem, Jsonified } from '@/components/claims/claim-json';
import { type ClaimContractIds, startCertPage } from '@/lib/paths/page-paths';
import { payerClaimApi } from '@/lib/paths/api-paths';
import type { RowFigures } from '@/components/documents/schedule-row';
import { ClaimSchedule } from '@/components/documents/schedule';
import { ClaimScheduleTable } from '@/components/claims/claim-schedule-table';
import { useInvalidSet } from '@/components/ui/use-invalid-set';
import { useUnsavedGuard } from '@/components/ui/use-unsaved-guard';
import { TextField } from '@/components/contracts/form-fields';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { progressValue, type ProgressEntry } from '@/lib/domain/line-items';
import type { Cents } from '@/lib/domain/money';
import { ZPayerClaim, ZPayerClaimPeriod } from '@/lib/schemas/certs';
import type { readPayerClaimForm } from '@/lib/server/certs/payer-claim-form';
import documentStyles from '@/components/documents/documents.module.css';

export type PayerClaimForm = Jsonified<Awaited<ReturnType<typeof readPayerClaimForm>>>;

type Period = z.input<typeof ZPayerClaimPeriod>;

/** What the totals panel of a claim shows, for the schedule's section footers. */
function sectionTotals(items: readonly ClaimItem[], toDate: ReadonlyMap<string, Cents>) {
  const zero = { contract_value: 0, previous: 0, this_claim: 0, to_date: 0 };
  const sum = { base: { ...zero }, variations: { ...zero }, materials: { ...zero } };
  const key = { base: 'base', variation: 'variations', material: 'materials' } as const;
  for (const item of items) {
    if (item.depth !== 0 || !item.counts) continue;
    const s = sum[key[item.kind]];
    const now = toDate.get(item.id) ?? 0;
    s.contract_value += item.contract_value;
    s.previous += item.to_date;
    s.to_date += now;
    s.this_claim += now - item.to_date;
  }
  return sum;
}

export function RecordClaimForm(props: {
  ids: ClaimContractIds;
  form: PayerClaimForm;
  currency: string;
  today: string;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const items: ClaimItem[] = props.form.items;
  const [entries, setEntries] = useState<ReadonlyMap<string, ProgressEntry>>(new Map());
  const [invalid, mark] = useInvalidSet();
  const [busy, setBusy] = useState(false);
  const form = useForm<Period, unknown, z.output<typeof ZPayerClaimPeriod>>({
    resolver: zodResolver(ZPayerClaimPeriod),
    defaultValues: { claim_from: props.form.claim_from ?? '', claim_to: '', served_on: props.today },
  });
  useUnsavedGuard(entries.size > 0 || form.formState.isDirty);

  const entryOf = useCallback(
    (item: ClaimItem) => (isClaimable(item) ? (entries.get(item.id) ?? savedEntry(item)) : null),
    [entries],
  );
  const toDate = useMemo(() => {
    const leaves = new Map<string, Cents>();
    for (const item of items) {
      const entry = entryOf(item);
      if (entry) leaves.set(item.id, progressValue(valuedItem(item), entry));
    }
    return rollUp(items, leaves);
  }, [items, entryOf]);
  const figuresOf = useCallback(
    (item: ClaimItem): RowFigures => {
      const now = toDate.get(item.id) ?? 0;
      return {
        total: item.contract_value,
        previous: item.to_date,
        thisPeriod: now - item.to_date,
        toDate: now,
        remaining: item.contract_value - now,
      };
    },
    [toDate],
  );
  const onCommit = useCallback(
    (result: CommitResult) => {
      mark(result.id, 'error' in result);
      if ('entry' in result) setEntries((map) => new Map(map).set(result.id, result.entry));
    },
    [mark],
  );
  const totals = useMemo(() => sectionTotals(items, toDate), [items, toDate]);

  const record = form.handleSubmit(async (period) => {
    if (invalid.size > 0) return void ui.alert('Error!', ['Correct the entries marked in red first.']);
    const lines = items.filter(isClaimable).map((item) => claimLine(item.id, entryOf(item)!));
    const body = { ...period, name: period.name || undefined, lines };
    const checked = ZPayerClaim.safeParse(body);
    if (!checked.success)
      return void ui.alert(
        'Error!',
        checked.error.issues.map((i) => i.message),
      );
    setBusy(true);
    const res = await api<{ claim: { id: string } }>(payerClaimApi(props.ids), {
      method: 'POST',
      json: body,
    });
    setBusy(false);
    if (!res.ok) return;
    ui.toast('Claim recorded');
    form.reset(period);
    setEntries(new Map());
    router.push(startCertPage({ ...props.ids, claimId: res.data.claim.id }));
  });

  return (
    <form onSubmit={record} noValidate>
      <section className="card" aria-labelledby="record-period">
        <h2 id="record-period">Claim {props.form.number}</h2>
        <div className="form">
          <TextField form={form} name="claim_from" label="Period from" type="date" />
          <TextField form={form} name="claim_to" label="Period to" type="date" />
          <TextField
            form={form}
            name="served_on"
            label="Served on"
            type="date"
            max={props.today}
            hint="The day the claim reached you: the payment-schedule deadline runs from it."
          />
          <TextField form={form} name="name" label="Name (optional)" maxLength={200} />
        </div>
      </section>
      <section className="card" aria-labelledby="record-lines">
        <h2 id="record-lines">Claimed to date</h2>
        <p className="hint">
          Enter what the claim says on each line, to date, as a percentage, a quantity or a value. Lines start
          at the previous claim&apos;s figures.
        </p>
        <ClaimSchedule
          contractId={props.ids.contractId}
          items={items}
          totals={totals}
          renderSection={(section) => (
            <ClaimScheduleTable
              {...section}
              currency={props.currency}
              figuresOf={figuresOf}
              entryOf={entryOf}
              onCommit={onCommit}
            />
          )}
        />
      </section>
      <div className={documentStyles.savebar} role="region" aria-label="Record the claim">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Recording…' : 'Record claim'}
        </button>
      </div>
    </form>
  );
}
