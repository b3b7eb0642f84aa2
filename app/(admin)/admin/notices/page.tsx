import type { Metadata } from 'next';
import { SystemNoticeDelete } from '@/components/admin/system-notice-delete';
import { SystemNoticeForm } from '@/components/admin/system-notice-form';
import { dateTimeText } from '@/lib/domain/zoned-dates';
import { requireAdminPage } from '@/lib/server/admin/admin-page-session';
import { listSystemNoticesForAdmin } from '@/lib/server/admin/system-notices';

export const metadata: Metadata = { title: 'System notices · Administration' };

type Notice = Awaited<ReturnType<typeof listSystemNoticesForAdmin>>['current'][number];

// Administrators belong to no account, so times are shown in UTC, as on the accounts page.
const utc = (d: Date) => dateTimeText(d, 'UTC');

function NoticeTable({ caption, notices, now }: { caption: string; notices: Notice[]; now: Date }) {
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Notice</th>
            <th scope="col">Kind</th>
            <th scope="col">Starts (UTC)</th>
            <th scope="col">Ends (UTC)</th>
            <th scope="col">State</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {notices.map((n) => (
            <tr key={n.id}>
              <th scope="row">
                {n.title}
                <br />
                <span className="muted small">{n.body}</span>
              </th>
              <td>{n.isMaintenance ? 'Maintenance' : 'Notice'}</td>
              <td>{utc(n.startsAt)}</td>
              <td>{utc(n.endsAt)}</td>
              <td>{n.endsAt <= now ? 'Ended' : n.startsAt <= now ? 'Showing' : 'Scheduled'}</td>
              <td>
                <SystemNoticeDelete id={n.id} title={n.title} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Platform administration: schedule and delete system notices and maintenance periods. */
export default async function AdminNoticesPage() {
  const admin = await requireAdminPage();
  const now = new Date();
  const { current, past } = await listSystemNoticesForAdmin(admin.id, now);
  return (
    <>
      <h1>System notices</h1>
      <p className="muted">
        Every signed-in user sees a notice on /notice and the dashboard from 48 hours before it starts until
        it ends. A maintenance period also shows the maintenance banner on every page.
      </p>
      <section className="card form-card" aria-labelledby="new-notice">
        <h2 id="new-notice">Schedule a notice</h2>
        <SystemNoticeForm />
      </section>
      <section className="card" aria-labelledby="current-notices">
        <h2 id="current-notices">Current and scheduled</h2>
        {current.length === 0 ? (
          <p className="empty">No notices showing or scheduled.</p>
        ) : (
          <NoticeTable caption="Current and scheduled notices" notices={current} now={now} />
        )}
      </section>
      {past.length > 0 && (
        <section className="card" aria-labelledby="past-notices">
          <h2 id="past-notices">Recently ended</h2>
          <NoticeTable caption="Recently ended notices" notices={past} now={now} />
        </section>
      )}
    </>
  );
}
