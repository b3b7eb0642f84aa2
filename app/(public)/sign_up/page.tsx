import type { Metadata } from 'next';
import Link from 'next/link';
import { SignUpForm } from '@/components/auth/sign-up-form';

export const metadata: Metadata = { title: 'Create your account' };

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { next, email } = await searchParams;
  return (
    <div className="card narrow">
      <h1>Create your account</h1>
      <p>You become the owner of a new ClaimCert account for your company.</p>
      <SignUpForm next={next ?? null} email={email} timeZones={Intl.supportedValuesOf('timeZone')} />
      <p>
        Already have an account?{' '}
        <Link href={`/login${next ? `?next=${encodeURIComponent(next)}` : ''}`}>Log in</Link>
      </p>
    </div>
  );
}
