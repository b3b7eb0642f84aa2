import type { Metadata } from 'next';
import { NotificationList } from '@/components/notices/notification-list';
import { SystemNoticeList } from '@/components/notices/system-notice-list';
import { dateTimeText } from '@/lib/domain/zoned-dates';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { listNotifications, listSystemNotices } from '@/lib/server/notices/list-notices';

export const metadata: Metadata = { title: 'Notices' };

/** §2 /notice: the caller's notifications in this account, and the system notices (§9: 48 hours ahead). */
export default async function NoticePage() {
  const session = await requirePageSession();
  const { accountId, timeZone } = session.current;
  const [notices, notifications] = await Promise.all([
    listSystemNotices(),
    listNotifications(accountId, session.user.id),
  ]);
  const when = (d: Date) => dateTimeText(d, timeZone);
  return (
    <>
      <h1>Notices</h1>
      <section className="card" aria-labelledby="notifications">
        <h2 id="notifications">Your notifications</h2>
        <NotificationList
          accountId={accountId}
          rows={notifications.map((n) => ({
            id: n.id,
            message: n.message,
            link: n.link,
            unread: n.readAt === null,
            when: when(n.createdAt),
          }))}
        />
      </section>
      <section className="card" aria-labelledby="system-notices">
        <h2 id="system-notices">System notices</h2>
        <SystemNoticeList notices={notices} timeZone={timeZone} />
      </section>
    </>
  );
}
