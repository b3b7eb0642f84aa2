import type { Metadata } from 'next';
import { HoldingsPanel } from '@/components/retention-trust/holdings-panel';
import { InternalReportPanel } from '@/components/retention-trust/internal-report-panel';
import { can } from '@/lib/domain/permissions';
import { readInternalReport } from '@/lib/server/retention-trust/internal-report';
import { listRetentionHoldings } from '@/lib/server/retention-trust/list-holdings';
import { requirePageSession } from '@/lib/server/pages/page-session';

export const metadata: Metadata = { title: 'Retention trust' };

/** Where the account holds the retention it withholds (issue 31; CCA s18E, s18FB). */
export default async function RetentionTrustPage() {
  const session = await requirePageSession();
  const [{ holdings }, report] = await Promise.all([
    listRetentionHoldings(session.actor),
    readInternalReport(session.actor),
  ]);
  return (
    <>
      <h1>Retention trust</h1>
      <p className="muted">
        Retention you withhold on a New Zealand construction contract is held on trust for the payee from the
        moment it is withheld (Construction Contracts Act 2002, s18C). Keep it in a trust bank account used
        for nothing else, or cover it by insurance or a guarantee; each contract names where.
      </p>
      <HoldingsPanel
        accountId={session.current.accountId}
        currency={session.current.currency}
        canEdit={can({ account: session.actor.role }, 'account', 'edit')}
        holdings={holdings}
      />
      <InternalReportPanel accountId={session.current.accountId} report={report} />
    </>
  );
}
