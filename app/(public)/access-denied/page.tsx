import type { Metadata } from 'next';
import { ErrorPage } from '@/components/shell/error-page';

export const metadata: Metadata = { title: 'No Access' };

export default function Page() {
  return (
    <ErrorPage
      title="No Access"
      message="You do not have permission to see this page. Ask your account owner or admin if you need access."
      action={{ href: '/dashboard', label: 'Back to Home' }}
    />
  );
}
