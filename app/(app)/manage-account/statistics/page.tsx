import type { Metadata } from 'next';
import { AccountStatisticsTables } from '@/components/manage-account/account-statistics';
import { readAccountStatistics } from '@/lib/server/account/read-account-statistics';
import { requirePageSession } from '@/lib/server/pages/page-session';

export const metadata: Metadata = { title: 'Statistics' };

/** Spec §7 statistics: the whole account's contracts, claims and certificates by state. */
export default async function AccountStatisticsPage() {
  const session = await requirePageSession();
  const stats = await readAccountStatistics(session.actor);
  return (
    <>
      <h1>Statistics</h1>
      <p className="muted">Every contract of {session.current.accountName}, on either side.</p>
      <AccountStatisticsTables stats={stats} />
    </>
  );
}
