// System notices on the dashboard (spec §2; §9 window of 48 hours): those live now or starting
// within the window, from the platform administrators (lib/server/notices/list-notices.ts).
import Link from 'next/link';
import { dateTimeText } from '@/lib/domain/zoned-dates';

interface Notice {
  id: string;
  title: string;
  body: string;
  startsAt: Date;
  endsAt: Date;
}

export function SystemNotices(props: { notices: readonly Notice[]; timeZone: string }) {
  if (props.notices.length === 0) return null;
  const when = (d: Date) => dateTimeText(d, props.timeZone);
  return (
    <section className="card" aria-labelledby="system-notices">
      <h2 id="system-notices">System notices</h2>
      <ul className="list">
        {props.notices.map((n) => (
          <li key={n.id}>
            <strong>{n.title}</strong>{' '}
            <span className="muted">
              ({when(n.startsAt)} – {when(n.endsAt)})
            </span>
            <p>{n.body}</p>
          </li>
        ))}
      </ul>
      <Link href="/notice">All notices</Link>
    </section>
  );
}
