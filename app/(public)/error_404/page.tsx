import type { Metadata } from 'next';
import { ErrorPage } from '@/components/shell/error-page';

export const metadata: Metadata = { title: 'Page Not Found' };

export default function Page() {
  return (
    <ErrorPage
      title="Page Not Found"
      message="We could not find the page you were looking for."
      action={{ href: '/dashboard', label: 'Back to Home' }}
    />
  );
}
