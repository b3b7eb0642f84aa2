import type { Metadata } from 'next';
import Link from 'next/link';
import { LoginForm } from '@/components/auth/login-form';
import { visibleDemoLogins } from '@/lib/server/auth/demo-logins';

export const metadata: Metadata = { title: 'Log in' };
export const dynamic = 'force-dynamic';

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { next } = await searchParams;
  return (
    <div className="card narrow">
      <h1>Log in</h1>
      <LoginForm next={next ?? null} demoLogins={await visibleDemoLogins()} />
      <p>
        New to ClaimCert?{' '}
        <Link href={`/sign_up${next ? `?next=${encodeURIComponent(next)}` : ''}`}>Create an account</Link>
      </p>
    </div>
  );
}
