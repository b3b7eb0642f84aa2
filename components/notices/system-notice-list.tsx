// System notices as every signed-in user reads them (spec §2 /notice and the dashboard; §9 window of
// 48 hours), each with when it runs in the reader's account time zone.
import { dateTimeText } from '@/lib/domain/zoned-dates';

export interface SystemNoticeRow {
  id: string;
  title: string;
  body: string;
  startsAt: Date;
  endsAt: Date;
  isMaintenance: boolean;
}

export function SystemNoticeList(props: { notices: readonly SystemNoticeRow[]; timeZone: string }) {
  if (props.notices.length === 0) return <p className="empty">No system notices.</p>;
  const when = (d: Date) => dateTimeText(d, props.timeZone);
  return (
    <ul className="notice-list">
      {props.notices.map((n) => (
        <li key={n.id}>
          <div className="notice-text">
            <strong>
              {n.isMaintenance && 'Maintenance: '}
              {n.title}
            </strong>
            <p>{n.body}</p>
            <span className="muted small">
              {when(n.startsAt)} – {when(n.endsAt)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
