// System notices on the dashboard (spec §2): the /notice page's list, shown only when there is one,
// with a link to that page.
import Link from 'next/link';
import { SystemNoticeList, type SystemNoticeRow } from '@/components/notices/system-notice-list';

export function SystemNotices(props: { notices: readonly SystemNoticeRow[]; timeZone: string }) {
  if (props.notices.length === 0) return null;
  return (
    <section className="card" aria-labelledby="system-notices">
      <h2 id="system-notices">System notices</h2>
      <SystemNoticeList notices={props.notices} timeZone={props.timeZone} />
      <Link href="/notice">All notices</Link>
    </section>
  );
}
