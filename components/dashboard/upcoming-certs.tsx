// Upcoming certificates (spec §2 dashboard): the claims served and waiting for a certificate —
// owed to the account as claimer, owed by it as certifier — soonest deadline first; the first
// UPCOMING_SHOWN (upcoming-certs.ts), then how many more and where they are listed.
import Link from 'next/link';
import { formatMoney } from '@/lib/domain/money-format';
import { mediumDayText } from '@/lib/domain/zoned-dates';
import type { UpcomingCerts as Upcoming } from '@/lib/server/dashboard/upcoming-certs';
import styles from './dashboard.module.css';

const SIDE_WORDS = { claim: 'owed to you by', cert: 'you owe' } as const;
export function UpcomingCerts(props: { upcoming: Upcoming; currency: string }) {
  const { upcoming: rows, total, overdue, more_href } = props.upcoming;
  return (
    <section className="card" aria-labelledby="upcoming-certs">
      <h2 id="upcoming-certs">Upcoming certificates</h2>
      {rows.length === 0 ? (
        <p className="empty">No claim is waiting for a certificate.</p>
      ) : (
        <ul className={styles.tasks}>
          {rows.map((r) => (
            <li key={r.claim_id + r.side}>
              <Link href={r.href}>{r.claim_name}</Link>{' '}
              <span className="muted">
                · {r.contract_name} · {formatMoney(r.claimed_amount, { currency: props.currency })} ·{' '}
                {r.side === 'claim'
                  ? `schedule ${SIDE_WORDS.claim} ${r.counterparty ?? 'the payer'}`
                  : `certificate ${SIDE_WORDS.cert}`}
              </span>{' '}
              <span className={r.days_left < 0 ? styles.overdue : 'muted'}>
                · {r.days_left < 0 ? 'overdue since' : 'due'} {mediumDayText(r.cert_due_date, 'UTC')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more_href && (
        <p>
          <Link href={more_href}>{total - rows.length} more</Link> of {total}
          {overdue > 0 && <span className={styles.overdue}> · {overdue} overdue in all</span>}
        </p>
      )}
    </section>
  );
}
