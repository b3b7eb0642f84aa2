'use client';
// The caller's notifications on /notice: each opens its screen (and is marked read on the way),
// can be marked read or deleted; "Mark all as read" clears the bell. After each change the page
// is refreshed from the server, so the list and the bell's count always agree with the database.
import { useRouter } from 'next/navigation';
import { useState, type MouseEvent } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { noticeApi } from '@/lib/paths/api-paths';

export interface NotificationRow {
  id: string;
  message: string;
  link: string | null;
  unread: boolean;
  /** When it happened, already in the account's time zone. */
  when: string;
}

export function NotificationList({ accountId, rows }: { accountId: string; rows: NotificationRow[] }) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const unread = rows.filter((r) => r.unread).length;

  async function send(url: string, method: 'POST' | 'DELETE', done?: string) {
    setBusy(true);
    const result = await api(url, { method });
    setBusy(false);
    if (!result.ok) return false;
    if (done) ui.toast(done);
    router.refresh();
    return true;
  }

  async function open(event: MouseEvent<HTMLAnchorElement>, row: NotificationRow) {
    if (!row.unread || !row.link || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    await api(noticeApi(accountId, row.id, 'read'), { method: 'POST' });
    // A full load, not a client navigation: the header (and its bell's count) belongs to the
    // layout, which a client navigation keeps as it was.
    window.location.assign(row.link);
  }

  async function remove(row: NotificationRow) {
    if (!(await ui.confirm('Delete notification?', row.message, { ok: 'Delete' }))) return;
    await send(noticeApi(accountId, row.id), 'DELETE', 'Notification deleted.');
  }

  if (rows.length === 0) return <p className="empty">You have no notifications.</p>;
  return (
    <>
      <div className="actions">
        <p className="muted" aria-live="polite">
          {unread === 0 ? 'All read.' : `${unread} unread.`}
        </p>
        {unread > 0 && (
          <button
            type="button"
            className="button secondary small"
            disabled={busy}
            onClick={() =>
              void send(noticeApi(accountId, undefined, 'read_all'), 'POST', 'All marked as read.')
            }
          >
            Mark all as read
          </button>
        )}
      </div>
      <ul className="notice-list">
        {rows.map((row) => (
          <li key={row.id} className={row.unread ? 'unread' : undefined}>
            <div className="notice-text">
              {row.unread && <span className="visually-hidden">Unread: </span>}
              {row.link ? (
                <a href={row.link} className="notice-message" onClick={(e) => void open(e, row)}>
                  {row.message}
                </a>
              ) : (
                <span className="notice-message">{row.message}</span>
              )}
              <br />
              <span className="muted small">{row.when}</span>
            </div>
            <div className="actions">
              {row.unread && (
                <button
                  type="button"
                  className="button secondary small"
                  disabled={busy}
                  aria-label={`Mark as read: ${row.message}`}
                  onClick={() => void send(noticeApi(accountId, row.id, 'read'), 'POST')}
                >
                  Mark as read
                </button>
              )}
              <button
                type="button"
                className="button secondary small"
                disabled={busy}
                aria-label={`Delete: ${row.message}`}
                onClick={() => void remove(row)}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
