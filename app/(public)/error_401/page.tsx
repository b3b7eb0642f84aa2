import type { Metadata } from 'next';
import { ErrorPage } from '@/components/shell/error-page';

export const metadata: Metadata = { title: 'No Access' };

export default function Page() {
  return (
    <ErrorPage
      title="No Access"
      message="Please log in to see this page."
      action={{ href: '/login', label: 'Log in' }}
    />
  );
}
