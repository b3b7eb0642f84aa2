import type { Metadata } from 'next';
import { ErrorPage } from '@/components/shell/error-page';

export const metadata: Metadata = { title: 'Reverted to draft' };

/** §2: shown for links to a claim (or certificate) that went back to draft. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const term = (await searchParams).term === 'cert' ? 'This certificate' : 'This claim';
  return (
    <ErrorPage
      title="Reverted to draft"
      message={`${term} has been reverted back to draft; use the new link after re-issue.`}
      action={{ href: '/dashboard', label: 'Back to Home' }}
    />
  );
}
