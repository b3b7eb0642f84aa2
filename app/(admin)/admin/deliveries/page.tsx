import type { Metadata } from 'next';
import { dateTimeText } from '@/lib/domain/zoned-dates';
import { requireAdminPage } from '@/lib/server/admin/admin-page-session';
import { listDeliveries } from '@/lib/server/admin/list-deliveries';

export const metadata: Metadata = { title: 'Deliveries · Administration' };

type Deliveries = Awaited<ReturnType<typeof listDeliveries>>;
type Row = {
  id: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  account: string | null;
};

// Administrators belong to no account, so times are shown in UTC, as on the other admin pages.
const utc = (d: Date) => dateTimeText(d, 'UTC');

function Counts({ counts }: { counts: Record<string, number> }) {
  return (
    <p>
      {Object.entries(counts)
        .map(([status, n]) => `${n.toLocaleString('en-NZ')} ${status}`)
        .join(' · ')}
    </p>
  );
}

function Queue<T extends Row>(props: { caption: string; rows: T[]; what: (row: T) => string }) {
  if (props.rows.length === 0) return <p className="empty">Nothing waiting and nothing failed.</p>;
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Account</th>
            <th scope="col">State</th>
            <th scope="col">Attempts</th>
            <th scope="col">Queued (UTC)</th>
            <th scope="col">Next try (UTC)</th>
            <th scope="col">Last error</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{props.what(r)}</th>
              <td>{r.account ?? '—'}</td>
              <td>
                {r.status === 'failed'
                  ? 'Failed, no more tries'
                  : r.status === 'sending'
                    ? 'Sending'
                    : 'Waiting'}
              </td>
              <td>{r.attempts}</td>
              <td>{utc(r.createdAt)}</td>
              <td>{r.status === 'failed' ? '—' : utc(r.nextAttemptAt)}</td>
              <td className="small">{r.lastError ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Jobs({ jobs }: { jobs: Deliveries['jobs'] }) {
  if (jobs.length === 0) return <p className="empty">This instance runs no job runners.</p>;
  return (
    <ul>
      {jobs.map((j) => (
        <li key={j.name}>
          <strong>{j.name}</strong> (every {Math.round(j.everyMs / 1000)} s):{' '}
          {j.lastRunAt ? `last ran ${utc(new Date(j.lastRunAt))}` : 'not run yet'}
          {j.stuck ? ' — stuck' : ''}
          {j.lastError ? ` — last error: ${j.lastError}` : ''}
        </li>
      ))}
    </ul>
  );
}

/** Platform administration: the email and integration queues, and what failed and why. */
export default async function AdminDeliveriesPage() {
  const admin = await requireAdminPage();
  const { emails, integrations, jobs } = await listDeliveries(admin.id);
  return (
    <>
      <h1>Deliveries</h1>
      <p className="muted">
        Emails and integration pushes are sent after the change that made them is saved, and retried with a
        growing wait; one that keeps failing stops as failed. The oldest 100 of each queue are listed.
      </p>
      <section className="card" aria-labelledby="emails">
        <h2 id="emails">Email</h2>
        <Counts counts={emails.counts} />
        <Queue
          caption="Emails waiting or failed"
          rows={emails.unsent}
          what={(r) => `${r.template} to ${r.toEmail}`}
        />
      </section>
      <section className="card" aria-labelledby="integrations">
        <h2 id="integrations">Integration deliveries</h2>
        <Counts counts={integrations.counts} />
        <Queue
          caption="Integration deliveries waiting or failed"
          rows={integrations.unsent}
          what={(r) => `${r.event} to ${r.provider}`}
        />
      </section>
      <section className="card" aria-labelledby="jobs">
        <h2 id="jobs">Job runners of this instance</h2>
        <Jobs jobs={jobs} />
      </section>
    </>
  );
}
