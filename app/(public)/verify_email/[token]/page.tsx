import type { Metadata } from 'next';
import { ErrorPage } from '@/components/shell/error-page';
import { confirmEmail } from '@/lib/server/auth/email-verification';

// The token is in the address: never pass it on to another site in a Referer header.
export const metadata: Metadata = { title: 'Confirm your email address', referrer: 'no-referrer' };
export const dynamic = 'force-dynamic';

export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (await confirmEmail(token)) {
    return (
      <ErrorPage
        title="Email address confirmed"
        message="Thank you. You can now invite people and issue claims and payment certificates."
        action={{ href: '/dashboard', label: 'Go to the dashboard' }}
      />
    );
  }
  return (
    <ErrorPage
      title="Link Expired"
      message="This link has expired or has already been used. Log in and send yourself a new one from the banner at the top of the page."
      action={{ href: '/dashboard', label: 'Back to Home' }}
    />
  );
}
