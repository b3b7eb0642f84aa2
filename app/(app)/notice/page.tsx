import type { Metadata } from 'next';
import { dateTimeText } from '@/lib/domain/zoned-dates';
import { requirePageSession } from '@/lib/server/session/page-session';
import { listNotifications, listSystemNotices } from '@/lib/server/notices/list-notices';

export const metadata: Metadata = { title: 'Notices' };

export default async function NoticePage() {
  const session = await requirePageSession();
  const [notices, notifications] = await Promise.all([
    listSystemNotices(),
    listNotifications(session.current.accountId, session.user.id),
  ]);
  const when = (d: Date) => dateTimeText(d, session.current.timeZone);
  return (
    <>
      <h1>Notices</h1>
      <section className="card" aria-labelledby="system-notices">
        <h2 id="system-notices">System notices</h2>
        {notices.length === 0 ? (
          <p className="empty">No system notices.</p>
        ) : (
          <ul className="list">
            {notices.map((n) => (
              <li key={n.id}>
                <strong>{n.title}</strong>{' '}
                <span className="muted">
                  ({when(n.startsAt)} – {when(n.endsAt)})
                </span>
                <p>{n.body}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="notifications">
        <h2 id="notifications">Your notifications</h2>
        {notifications.length === 0 ? (
          <p className="empty">Nothing new.</p>
        ) : (
          <ul className="list">
            {notifications.map((n) => (
              <li key={n.id}>
                {n.link ? <a href={n.link}>{n.message}</a> : n.message}{' '}
                <span className="muted">{when(n.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
