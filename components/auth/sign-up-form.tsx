'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/ui/use-api';
import { safeNext } from '@/lib/auth/safe-next';
import { COUNTRY_INFO, countryInfo } from '@/lib/domain/countries';
import { dashboardPage, loginPage } from '@/lib/paths/page-paths';
import { ZSignUp, type TSignUp } from '@/lib/schemas/auth';

const CURRENCIES = [...new Set(COUNTRY_INFO.map((c) => c.currency))];

/** Sign-up, or (`setup`) a real installation's first-run setup: the same fields and rules. */
export function SignUpForm({
  next,
  email,
  timeZones,
  setup = false,
}: {
  next: string | null;
  email?: string;
  timeZones: string[];
  setup?: boolean;
}) {
  const router = useRouter();
  const api = useApi();
  const nz = countryInfo('NZ');
  const form = useForm<TSignUp>({
    resolver: zodResolver(ZSignUp),
    defaultValues: {
      name: '',
      email: email ?? '',
      password: '',
      accountName: '',
      country: 'NZ',
      currency: nz.currency,
      timeZone: nz.defaultTimeZone,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof TSignUp) => ({
    id: name,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    ...form.register(name),
  });
  const fieldError = (name: keyof TSignUp) =>
    errors[name] && (
      <p id={`${name}-error`} className="field-error">
        {errors[name]?.message}
      </p>
    );

  const onSubmit = form.handleSubmit(async (values) => {
    const created = await api<{ accountId: string }>(setup ? '/api/setup' : '/api/sign_up', {
      method: 'POST',
      json: values,
    });
    if (!created.ok) return;
    const login = await signIn('credentials', {
      email: values.email,
      password: values.password,
      redirect: false,
    });
    if (login?.error) return router.push(loginPage());
    router.push(safeNext(next, dashboardPage(created.data.accountId)));
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <label htmlFor="name">Your name</label>
      <input autoComplete="name" {...field('name')} />
      {fieldError('name')}
      <label htmlFor="email">Email</label>
      <input type="email" autoComplete="email" {...field('email')} />
      {fieldError('email')}
      <label htmlFor="password">Password (at least 8 characters)</label>
      <input type="password" autoComplete="new-password" {...field('password')} />
      {fieldError('password')}
      <label htmlFor="accountName">Company name</label>
      <input autoComplete="organization" {...field('accountName')} />
      {fieldError('accountName')}
      <label htmlFor="country">Country</label>
      <select
        {...field('country')}
        onChange={(e) => {
          void form.register('country').onChange(e);
          const info = countryInfo(e.target.value as TSignUp['country']);
          form.setValue('currency', info.currency);
          form.setValue('timeZone', info.defaultTimeZone);
        }}
      >
        {COUNTRY_INFO.map((c) => (
          <option key={c.iso} value={c.iso}>
            {c.name}
          </option>
        ))}
      </select>
      <label htmlFor="currency">Currency</label>
      <select {...field('currency')}>
        {CURRENCIES.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
      <label htmlFor="timeZone">Time zone</label>
      <select {...field('timeZone')}>
        {timeZones.map((z) => (
          <option key={z}>{z}</option>
        ))}
      </select>
      {fieldError('timeZone')}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Creating your account…' : setup ? 'Set up ClaimCert' : 'Create account'}
      </button>
    </form>
  );
}
