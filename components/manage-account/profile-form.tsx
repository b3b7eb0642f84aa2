'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { profileUpdateFromForm, ZProfileForm, type TProfileForm } from '@/lib/schemas/profile';

export function ProfileForm({
  initial,
  backHref,
}: {
  initial: { name: string; email: string };
  backHref: string;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const form = useForm<TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: { ...initial, current_password: '', new_password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof TProfileForm) => ({
    id: name,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    ...form.register(name),
  });
  const fieldError = (name: keyof TProfileForm) =>
    errors[name] && (
      <p id={`${name}-error`} className="field-error">
        {errors[name]?.message}
      </p>
    );

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await api('/api/profile', { method: 'PATCH', json: profileUpdateFromForm(values) });
    if (!saved.ok) return;
    ui.toast('Profile saved.');
    router.push(backHref);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <label htmlFor="name">Name</label>
      <input autoComplete="name" {...field('name')} />
      {fieldError('name')}
      <label htmlFor="email">Email</label>
      <input type="email" autoComplete="email" {...field('email')} />
      {fieldError('email')}
      <fieldset className="fieldset">
        <legend>Change password (leave blank to keep it)</legend>
        <label htmlFor="new_password">New password (at least 8 characters)</label>
        <input type="password" autoComplete="new-password" {...field('new_password')} />
        {fieldError('new_password')}
        <label htmlFor="confirm_password">Confirm new password</label>
        <input type="password" autoComplete="new-password" {...field('confirm_password')} />
        {fieldError('confirm_password')}
      </fieldset>
      <label htmlFor="current_password">Current password (needed to change your email or password)</label>
      <input type="password" autoComplete="current-password" {...field('current_password')} />
      {fieldError('current_password')}
      <div className="actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
