'use client';
// The link to the payee's "Retention owed to you" page, in the account the page was opened in (its
// ?account_id=, as the header's links carry it), for a server component that has no account id.
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';

export function RetentionOwedLink() {
  const accountId = useSearchParams().get('account_id');
  return (
    <Link
      href={accountId ? `/retention-owed?account_id=${encodeURIComponent(accountId)}` : '/retention-owed'}
    >
      Retention owed to you: where it is held, when it is due
    </Link>
  );
}
