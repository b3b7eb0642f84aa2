import type { Metadata } from 'next';
import Link from 'next/link';
import { NotificationList } from '@/components/notices/notification-list';
import { SystemNoticeList } from '@/components/notices/system-notice-list';
import { dateTimeText } from '@/lib/domain/zoned-dates';
import { noticePage } from '@/lib/paths/page-paths';
import { ZNoticeQuery } from '@/lib/schemas/notices';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { listNotifications, listSystemNotices } from '@/lib/server/notices/list-notices';

export const metadata: Metadata = { title: 'Notices' };

/**
 * §2 /notice: the caller's notifications in this account, a page at a time (?cursor: the page after
 * the one that linked here; a cursor that is not one shows the first), and the system notices (§9:
 * 48 hours ahead).
 */
export default async function NoticePage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  const session = await requirePageSession();
  const { accountId, timeZone } = session.current;
  const asked = ZNoticeQuery.safeParse({ cursor: (await searchParams).cursor });
  const [notices, { notifications, total, next_cursor }] = await Promise.all([
    listSystemNotices(),
    listNotifications(accountId, session.user.id, asked.success ? asked.data : undefined),
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
        {next_cursor && (
          <p>
            <Link href={noticePage(accountId, next_cursor)}>Older notifications</Link>{' '}
            <span className="muted small">({total} in all)</span>
          </p>
        )}
      </section>
      <section className="card" aria-labelledby="system-notices">
        <h2 id="system-notices">System notices</h2>
        <SystemNoticeList notices={notices} timeZone={timeZone} />
      </section>
    </>
  );
}
