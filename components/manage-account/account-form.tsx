'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { COUNTRY_INFO, countryInfo } from '@/lib/domain/countries';
import { ZAccountDetails, type TAccountDetails } from '@/lib/schemas/account';

export function AccountForm({
  accountId,
  initial,
  timeZones,
}: {
  accountId: string;
  initial: TAccountDetails;
  timeZones: string[];
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const form = useForm<TAccountDetails>({ resolver: zodResolver(ZAccountDetails), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  // An account may use a currency outside the country list (set up before, or by support).
  const currencies = [...new Set([...COUNTRY_INFO.map((c) => c.currency), initial.currency])];
  const field = (name: keyof TAccountDetails) => ({
    id: name,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });
  const fieldError = (name: keyof TAccountDetails) =>
    errors[name] && (
      <p id={`${name}-error`} className="field-error">
        {errors[name]?.message}
      </p>
    );

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await api(`/api/account/${accountId}`, { method: 'PATCH', json: values });
    if (!saved.ok) return;
    ui.toast('Account details saved.');
    router.push(`/manage-account/view?account_id=${accountId}`);
    router.refresh();
  });

  const country = form.register('country');
  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <label htmlFor="account_name">Account name</label>
      <input autoComplete="organization" {...field('account_name')} {...form.register('account_name')} />
      {fieldError('account_name')}
      <label htmlFor="country">Country</label>
      <select
        {...field('country')}
        {...country}
        onChange={(e) => {
          void country.onChange(e);
          // A new country brings its defaults, as at sign-up; each stays editable.
          const info = countryInfo(e.target.value as TAccountDetails['country']);
          form.setValue('currency', info.currency);
          form.setValue('time_zone', info.defaultTimeZone);
          form.setValue('gst_rate', info.gstPercent);
        }}
      >
        {COUNTRY_INFO.map((c) => (
          <option key={c.iso} value={c.iso}>
            {c.name}
          </option>
        ))}
      </select>
      <label htmlFor="currency">Currency</label>
      <select {...field('currency')} {...form.register('currency')}>
        {currencies.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
      <label htmlFor="time_zone">Time zone</label>
      <select {...field('time_zone')} {...form.register('time_zone')}>
        {timeZones.map((z) => (
          <option key={z}>{z}</option>
        ))}
      </select>
      {fieldError('time_zone')}
      <label htmlFor="gst_rate">GST/VAT rate (%)</label>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        {...field('gst_rate')}
        {...form.register('gst_rate', { valueAsNumber: true })}
      />
      {fieldError('gst_rate')}
      <div className="actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
