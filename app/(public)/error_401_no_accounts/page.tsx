import type { Metadata } from 'next';
import { ErrorPage } from '@/components/shell/error-page';

export const metadata: Metadata = { title: 'No Accounts' };

export default function Page() {
  return (
    <ErrorPage
      title="No Accounts"
      message="You do not belong to any active ClaimCert account. Ask an account owner to add you, or log in as someone else."
      action={{ href: '/auth/logout', label: 'Login Again' }}
    />
  );
}
