import type { Metadata } from 'next';
import Link from 'next/link';
import { LoginForm } from '@/components/auth/login-form';
import { visibleDemoLogins } from '@/lib/server/auth/demo-logins';
import { signInMethods } from '@/lib/server/auth/sign-in-methods';

export const metadata: Metadata = { title: 'Log in' };
export const dynamic = 'force-dynamic';

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { next, error } = await searchParams;
  const methods = signInMethods();
  return (
    <div className="card narrow">
      <h1>Log in</h1>
      <LoginForm
        next={next ?? null}
        demoLogins={methods.passwords ? await visibleDemoLogins() : []}
        methods={methods}
        refusal={error ?? null}
      />
      {methods.passwords && (
        <p>
          New to ClaimCert?{' '}
          <Link href={`/sign_up${next ? `?next=${encodeURIComponent(next)}` : ''}`}>Create an account</Link>
        </p>
      )}
    </div>
  );
}
