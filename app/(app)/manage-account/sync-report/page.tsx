import type { Metadata } from 'next';
import { SyncReportTable } from '@/components/integrations/sync-report-table';
import { dateTimeText } from '@/lib/domain/zoned-dates';
import { syncLogsApi } from '@/lib/paths/api-paths';
import { integrationsPage } from '@/lib/paths/page-paths';
import { listSyncLogs } from '@/lib/server/integrations/sync-logs';
import { requirePageSession } from '@/lib/server/pages/page-session';

export const metadata: Metadata = { title: 'Sync report' };

/** The sync report (spec §2 header, §8 sentence, §9 CSV): the open sync issues, a retry on each push. */
export default async function SyncReportPage() {
  const session = await requirePageSession();
  const report = await listSyncLogs(session.actor);
  const accountId = session.current.accountId;
  return (
    <>
      <h1>Sync report</h1>
      <p role="status">{report.summary}</p>
      <p>
        <a href={syncLogsApi(accountId, '/export')} download>
          Download the sync report (CSV)
        </a>
        {' · '}
        <a href={integrationsPage(accountId)}>Integrations</a>
      </p>
      {report.logs.length > 0 && (
        <SyncReportTable
          accountId={accountId}
          logs={report.logs.map((l) => ({ ...l, date_time: dateTimeText(l.date_time, report.time_zone) }))}
        />
      )}
    </>
  );
}
