import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SetPasswordForm } from '@/components/auth/set-password-form';
import { LINK_EXPIRED_PAGE } from '@/lib/paths/page-paths';
import { readInvitation } from '@/lib/server/users/read-invitation';

// The token is in the address: never pass it on to another site in a Referer header.
export const metadata: Metadata = { title: 'Set your password', referrer: 'no-referrer' };

export default async function SetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = await readInvitation(token);
  if (!invitation) redirect(LINK_EXPIRED_PAGE);
  return (
    <div className="card narrow">
      <h1>Set your password</h1>
      <p>
        Welcome, {invitation.name}. You have been added to <strong>{invitation.accountName}</strong> on
        ClaimCert. Choose a password for <strong>{invitation.email}</strong> to start.
      </p>
      <SetPasswordForm token={token} />
    </div>
  );
}
