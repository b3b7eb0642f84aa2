import type { Metadata } from 'next';
import Link from 'next/link';
import { LoginForm } from '@/components/auth/login-form';
import { signInMethods } from '@/lib/server/auth/sign-in-methods';

export const metadata: Metadata = { title: 'Log in to accept your invitation' };

/** §2 /invite_login (?next, user_email, invite_type): log in, or sign up, then return to the invitation. */
export default async function InviteLoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { next, user_email: email, invite_type: inviteType } = await searchParams;
  const methods = signInMethods();
  const signUp = new URLSearchParams({ ...(next ? { next } : {}), ...(email ? { email } : {}) });
  return (
    <div className="card narrow">
      <h1>Log in to continue</h1>
      <p>
        {inviteType === 'cert' || inviteType === 'subcontractor'
          ? 'You have been invited to a contract on ClaimCert. Log in to accept or decline it.'
          : 'Log in to continue to the page you were invited to.'}
      </p>
      <LoginForm next={next ?? null} email={email} demoLogins={[]} methods={methods} />
      {methods.passwords && (
        <p>
          No account yet? <Link href={`/sign_up?${signUp}`}>Create one</Link>, then accept the invitation.
        </p>
      )}
    </div>
  );
}
