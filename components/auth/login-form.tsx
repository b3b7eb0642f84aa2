'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { safeNext } from '@/lib/auth/safe-next';
import { ZLogin, type TLogin } from '@/lib/schemas/auth';
import { loginErrorMessage } from './login-errors';
import styles from './login-form.module.css';

export function LoginForm({
  next,
  email,
  demoLogins,
}: {
  next: string | null;
  email?: string;
  demoLogins: string[];
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TLogin>({
    resolver: zodResolver(ZLogin),
    defaultValues: { email: email ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await signIn('credentials', { ...values, redirect: false });
    if (!result || result.error) {
      setError(loginErrorMessage(result?.error));
      return;
    }
    router.push(safeNext(next));
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="form">
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <label htmlFor="email">Email</label>
      <input
        id="email"
        type="email"
        autoComplete="username"
        aria-invalid={!!errors.email}
        {...form.register('email')}
      />
      {errors.email && <p className="field-error">{errors.email.message}</p>}
      <label htmlFor="password">Password</label>
      <input
        id="password"
        type="password"
        autoComplete="current-password"
        aria-invalid={!!errors.password}
        {...form.register('password')}
      />
      {errors.password && <p className="field-error">{errors.password.message}</p>}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in…' : 'Log in'}
      </button>
      {demoLogins.length > 0 && (
        <aside className={styles.demoLogins} aria-labelledby="demo-heading">
          <h2 id="demo-heading">Demo logins</h2>
          <p>
            Password <code>demo1234</code> for each:
          </p>
          <ul>
            {demoLogins.map((login) => (
              <li key={login}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    form.setValue('email', login);
                    form.setValue('password', 'demo1234');
                  }}
                >
                  {login}
                </button>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </form>
  );
}
