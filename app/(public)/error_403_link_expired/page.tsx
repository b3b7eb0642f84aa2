import type { Metadata } from 'next';
import { ErrorPage } from '@/components/shell/error-page';

export const metadata: Metadata = { title: 'Link Expired' };

export default function Page() {
  return (
    <ErrorPage
      title="Link Expired"
      message="This link has expired or has already been used. Ask the sender for a new one."
      action={{ href: '/dashboard', label: 'Back to Home' }}
    />
  );
}
