import type { Metadata } from 'next';
import Link from 'next/link';
import { claimsReceivedPage } from '@/lib/paths/page-paths';
import { ClaimsReceivedTable } from '@/components/certs/claims-received-table';
import { CLAIMS_RECEIVED_BUCKETS, type ClaimsReceivedBucket } from '@/lib/domain/overdue';
import { ZClaimsReceivedQuery } from '@/lib/schemas/claims';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { listClaimsReceived } from '@/lib/server/certs/claims-received';

export const metadata: Metadata = { title: 'Claims received' };

const BUCKETS: Record<ClaimsReceivedBucket, { label: string; caption: string; empty: string }> = {
  current: {
    label: 'Current',
    caption: 'Claims received on current contracts',
    empty:
      'No claims received on your current contracts. When a subcontractor serves a payment claim on a contract you certify, it appears here with its deadline.',
  },
  completed: {
    label: 'Completed',
    caption: 'Claims received on completed contracts',
    empty: 'No claims on completed contracts. Claims move here when their contract is finalised.',
  },
  archived: {
    label: 'Archived',
    caption: 'Claims received on archived contracts',
    empty: 'No claims on archived contracts.',
  },
};

/**
 * §2 /claims-received: the claims served on the account's cert contracts, in the buckets current,
 * completed and archived (§4, by contract status), each with its certificate and deadline: a page
 * of the chosen bucket at a time (?cursor: the page after the one that linked here; a cursor that
 * is not one shows the first), newest served first, with each bucket's count.
 */
export default async function ClaimsReceivedPage({
  searchParams,
}: {
  searchParams: Promise<{ bucket?: string; cursor?: string }>;
}) {
  const { actor, current } = await requirePageSession();
  const asked = await searchParams;
  const bucket = CLAIMS_RECEIVED_BUCKETS.find((b) => b === asked.bucket) ?? 'current';
  const page = ZClaimsReceivedQuery.safeParse({ cursor: asked.cursor });
  const received = await listClaimsReceived(actor, { bucket, ...(page.success ? page.data : {}) });
  const rows = received[bucket];
  const about = BUCKETS[bucket];
  return (
    <>
      <h1>Claims received</h1>
      <p className="muted">
        Payment claims served on {current.accountName} on the contracts it certifies. Answer each with a
        payment schedule (certificate) before its deadline. Today is {received.today}.
      </p>
      <nav aria-label="Contract status" className="filter-links">
        {CLAIMS_RECEIVED_BUCKETS.map((b) => (
          <Link
            key={b}
            href={claimsReceivedPage(current.accountId, b)}
            aria-current={b === bucket ? 'page' : undefined}
          >
            {BUCKETS[b].label} ({received.counts[b]})
          </Link>
        ))}
      </nav>
      <section className="card" aria-labelledby="received-heading">
        <h2 id="received-heading">{about.caption}</h2>
        {rows.length === 0 ? (
          <p className="empty">{about.empty}</p>
        ) : (
          <ClaimsReceivedTable
            accountId={current.accountId}
            currency={current.currency}
            rows={rows}
            label={about.caption}
          />
        )}
        {received.next_cursor && (
          <p>
            <Link href={claimsReceivedPage(current.accountId, bucket, received.next_cursor)}>
              Older claims
            </Link>
          </p>
        )}
      </section>
    </>
  );
}
