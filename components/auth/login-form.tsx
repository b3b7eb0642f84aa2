'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { safeNext } from '@/lib/auth/safe-next';
import { ZLogin, type TLogin } from '@/lib/schemas/auth';
import type { SignInMethods } from '@/lib/server/auth/sign-in-methods';
import { loginErrorMessage } from './login-errors';
import { SsoButton } from './sso-button';
import styles from './login-form.module.css';

export function LoginForm({
  next,
  email,
  demoLogins,
  methods = { sso: null, passwords: true },
  refusal = null,
}: {
  next: string | null;
  email?: string;
  demoLogins: string[];
  /** How this installation signs in (lib/server/auth/sign-in-methods.ts). */
  methods?: SignInMethods;
  /** A refusal the login page was sent back with (?error=, single sign-on's). */
  refusal?: string | null;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(refusal ? loginErrorMessage(refusal) : null);
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

  const alert = error && (
    <p className="form-error" role="alert">
      {error}
    </p>
  );
  if (!methods.passwords) {
    return (
      <div className="form">
        {alert}
        {methods.sso && <SsoButton name={methods.sso.name} next={next} />}
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="form">
      {alert}
      {methods.sso && (
        <>
          <SsoButton name={methods.sso.name} next={next} />
          <p className="muted">or with your email and password:</p>
        </>
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
