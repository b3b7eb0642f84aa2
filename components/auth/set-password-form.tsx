'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useUi } from '@/components/ui/ui-provider';
import { apiFetch } from '@/lib/api/client-fetch';
import { dashboardPage, LINK_EXPIRED_PAGE, loginPage } from '@/lib/paths/page-paths';
import { ZSetPasswordForm, type TSetPasswordForm } from '@/lib/schemas/users';

/** Sets the password from an invitation link, then signs in and opens the account joined. */
export function SetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const ui = useUi();
  const form = useForm<TSetPasswordForm>({
    resolver: zodResolver(ZSetPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const result = await apiFetch<{ account_id: string; email: string }>(
      '/api/set_password',
      { method: 'POST', json: { token, password } },
      {
        // The API refuses a spent link with 403: that is the link-expired page here, not /access-denied.
        navigate: (to) => router.push(to === '/access-denied' ? LINK_EXPIRED_PAGE : to),
        alert: (title, paragraphs) => void ui.alert(title, paragraphs),
        subscription: ui.subscription,
      },
    );
    if (!result.ok) return;
    const login = await signIn('credentials', { email: result.data.email, password, redirect: false });
    if (!login || login.error) return router.push(loginPage());
    router.push(dashboardPage(result.data.account_id));
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <label htmlFor="password">Password (at least 8 characters)</label>
      <input
        id="password"
        type="password"
        autoComplete="new-password"
        aria-invalid={!!errors.password}
        aria-describedby={errors.password ? 'password-error' : undefined}
        {...form.register('password')}
      />
      {errors.password && (
        <p id="password-error" className="field-error">
          {errors.password.message}
        </p>
      )}
      <label htmlFor="confirm">Confirm password</label>
      <input
        id="confirm"
        type="password"
        autoComplete="new-password"
        aria-invalid={!!errors.confirm}
        aria-describedby={errors.confirm ? 'confirm-error' : undefined}
        {...form.register('confirm')}
      />
      {errors.confirm && (
        <p id="confirm-error" className="field-error">
          {errors.confirm.message}
        </p>
      )}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Set password and log in'}
      </button>
    </form>
  );
}
