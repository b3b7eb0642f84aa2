'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { syncLogsApi } from '@/lib/paths/api-paths';

export interface SyncLogRow {
  id: string;
  account: string;
  project: string | null;
  contract: string | null;
  claim: string | null;
  certificate: string | null;
  issue_details: string;
  /** Already in the account's time zone. */
  date_time: string;
  can_retry: boolean;
}

/**
 * The sync report's rows (spec §9 columns) with a Retry button on each failed push. A retry that
 * fails again only refreshes the report (spec §7: push failures just refresh the sync logs).
 */
export function SyncReportTable({ accountId, logs }: { accountId: string; logs: SyncLogRow[] }) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);

  const retry = async (log: SyncLogRow) => {
    setBusy(log.id);
    const res = await api<{ resolved: boolean }>(syncLogsApi(accountId, `/${log.id}/retry`), {
      method: 'POST',
    });
    setBusy(null);
    if (res.ok && res.data.resolved) ui.toast('Sent.');
    router.refresh();
  };

  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Sync issues">
      <table className="table">
        <caption className="visually-hidden">Sync issues</caption>
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col">Project</th>
            <th scope="col">Contract</th>
            <th scope="col">Claim</th>
            <th scope="col">Certificate</th>
            <th scope="col">Issue Details</th>
            <th scope="col">Date &amp; Time</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {logs.map((log) => (
            <tr key={log.id}>
              <td>{log.account}</td>
              <td>{log.project}</td>
              <td>{log.contract}</td>
              <td>{log.claim}</td>
              <td>{log.certificate}</td>
              <td>{log.issue_details}</td>
              <td>{log.date_time}</td>
              <td>
                {log.can_retry && (
                  <button
                    type="button"
                    className="button"
                    disabled={busy !== null}
                    aria-label={`Retry ${log.claim ?? log.certificate ?? log.contract ?? 'this push'}`}
                    onClick={() => void retry(log)}
                  >
                    {busy === log.id ? 'Retrying…' : 'Retry'}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
