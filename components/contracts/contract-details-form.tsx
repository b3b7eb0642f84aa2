'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { countryInfo, type CountryInfo } from '@/lib/domain/countries';
import { CONTRACT_TIERS, type ContractTier } from '@/lib/domain/statutory-deadlines';
import {
  CIS_STATUSES,
  REGIONS,
  TRADES,
  ZContractDetails,
  ZCreateContract,
  type TCreateContract,
  type TCreateContractInput,
} from '@/lib/schemas/contracts';
import { contractPage } from '@/lib/paths/page-paths';
import { contractApi } from '@/lib/paths/api-paths';
import { DecisionLock } from './decision-lock';
import { CheckboxField, SelectField, TextField } from './form-fields';
import { NewCompanyDialog } from './new-company-dialog';
import styles from './contracts.module.css';

const CIS_LABELS: Record<(typeof CIS_STATUSES)[number], string> = {
  not_applicable: 'Not chosen',
  gross: 'Gross payment status (no deduction)',
  registered: 'Registered (20% deduction)',
  unregistered: 'Unregistered (30% deduction)',
};

const TIER_LABELS: Record<ContractTier, string> = {
  subcontract: 'Subcontract',
  head_contract: 'Head contract',
};

export interface DetailsFormProps {
  accountId: string;
  projectId: string;
  side: 'claim' | 'cert';
  country: CountryInfo['iso'];
  companies: { id: string; name: string }[];
  /** May add a company to the account's contacts (contact create). */
  canCreateCompany: boolean;
  timeZones: string[];
  defaults: TCreateContractInput;
  /** Set when editing; creating lands on the new contract's page (spec §2). */
  contractId?: string;
  /** Where to go after saving an edit; stays on the page when absent. */
  next?: string;
  /** The other party sets the tax, time zone and region (lib/domain/contract-decisions): why. */
  termsLockedReason?: string | null;
  /** The other party decides head contract or subcontract, as it does the payment terms: why. */
  tierLockedReason?: string | null;
}

/** The contract details form (spec §2 creation step 1, §3 Contract, §5 save rules). */
export function ContractDetailsForm(props: DetailsFormProps) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [companies, setCompanies] = useState(props.companies);
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<TCreateContractInput, unknown, TCreateContract>({
    // Editing also requires a name; the two schemas share every other field and both output a name.
    resolver: props.contractId
      ? (zodResolver(ZContractDetails) as unknown as Resolver<TCreateContractInput, unknown, TCreateContract>)
      : zodResolver(ZCreateContract),
    defaultValues: props.defaults,
  });
  const trade = useWatch({ control: form.control, name: 'trade' });
  // A company just created is chosen once its option is on the page (after the render adding it).
  useEffect(() => {
    if (created) form.setValue('counterparty_company_id', created, { shouldDirty: true });
  }, [created, form]);
  const tax = countryInfo(props.country).taxName;
  const regions = props.country === 'AU' || props.country === 'GB' ? REGIONS[props.country] : null;
  const party = props.side === 'claim' ? 'Payer' : 'Payee';
  const ids = { accountId: props.accountId, projectId: props.projectId, side: props.side };

  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    if (!props.contractId) {
      const url = `/api/contract/account/${props.accountId}/contract_group/${props.projectId}/contract?type=${props.side}`;
      const res = await api<{ data: { id: string; message: string | null } }>(url, {
        method: 'POST',
        json: values,
      });
      if (!res.ok) return;
      // §7: a create answered with a message shows 'Warning!' and the message; the contract is made.
      if (res.data.data.message) await ui.alert('Warning!', [res.data.data.message]);
      router.push(contractPage({ ...ids, contractId: res.data.data.id }));
      return;
    }
    const res = await api(contractApi({ ...ids, contractId: props.contractId }), {
      method: 'PATCH',
      json: values,
    });
    if (!res.ok) return;
    ui.toast('The contract details are saved.');
    if (props.next) router.push(props.next);
    else router.refresh();
  });

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Contract details">
      <TextField form={form} name="name" label="Contract name" />
      <TextField form={form} name="contract_number" label="Contract number" />
      <label htmlFor="counterparty_company_id">{party}</label>
      <p id="counterparty-hint" className="hint">
        {props.side === 'claim'
          ? 'The company that certifies and pays your claims.'
          : 'The company that claims from you.'}
      </p>
      <div className={styles.inlineField}>
        <select
          id="counterparty_company_id"
          aria-describedby="counterparty-hint"
          {...form.register('counterparty_company_id')}
        >
          <option value="">Choose a company…</option>
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {props.canCreateCompany && (
          <NewCompanyDialog
            accountId={props.accountId}
            country={props.country}
            title={`New ${party.toLowerCase()} company`}
            onCreated={(company) => {
              setCompanies((list) => [...list, company].sort((a, b) => a.name.localeCompare(b.name)));
              setCreated(company.id);
            }}
          />
        )}
      </div>
      <SelectField
        form={form}
        name="trade"
        label="Trade"
        options={[{ value: '', label: 'Choose a trade…' }, ...TRADES.map((t) => ({ value: t, label: t }))]}
      />
      {trade === 'Other' && <TextField form={form} name="trade_other" label="Trade (other)" />}
      <TextField form={form} name="street_address" label="Street address" autoComplete="street-address" />
      <TextField form={form} name="suburb" label="Suburb" />
      <TextField form={form} name="city" label="City" autoComplete="address-level2" />
      <TextField form={form} name="postal_code" label="Postal code" autoComplete="postal-code" />
      <DecisionLock id="details-terms-lock" reason={props.termsLockedReason}>
        {regions && (
          <SelectField
            form={form}
            name="region"
            label={props.country === 'AU' ? 'State or territory' : 'Nation'}
            hint="Sets the working days used for due dates."
            options={regions.map((r) => ({ value: r.code, label: r.name }))}
          />
        )}
        <SelectField
          form={form}
          name="time_zone"
          label="Time zone"
          options={props.timeZones.map((z) => ({ value: z, label: z }))}
        />
        <TextField form={form} name="gst" label={`${tax} (%)`} inputMode="numeric" />
        {props.country === 'GB' && (
          <fieldset className="fieldset">
            <legend>Tax (CIS and VAT)</legend>
            <SelectField
              form={form}
              name="cis_status"
              label="CIS status of the payee"
              options={CIS_STATUSES.map((s) => ({ value: s, label: CIS_LABELS[s] }))}
            />
            <CheckboxField
              form={form}
              name="domestic_reverse_charge"
              label="VAT domestic reverse charge applies"
            />
          </fieldset>
        )}
      </DecisionLock>
      {props.country === 'AU' && (
        <DecisionLock id="details-tier-lock" reason={props.tierLockedReason}>
          <SelectField
            form={form}
            name="contract_tier"
            label="Head contract or subcontract"
            hint={
              'Head contract: the principal (owner or developer) pays you, or you pay the builder. ' +
              'Subcontract: any other contract, such as a builder paying a trade or a trade paying ' +
              'its supplier. In NSW a payment is due at most 15 business days after the claim under a ' +
              'head contract and 20 under a subcontract (SOP Act 1999 s11).'
            }
            options={CONTRACT_TIERS.map((t) => ({ value: t, label: TIER_LABELS[t] }))}
          />
        </DecisionLock>
      )}
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {props.contractId ? 'Save details' : form.formState.isSubmitting ? 'Creating…' : 'Create contract'}
      </button>
    </form>
  );
}
