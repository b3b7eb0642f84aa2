// Upcoming certificates (spec §2 dashboard): the claims served and waiting for a certificate —
// owed to the account as claimer, owed by it as certifier — soonest deadline first.
import Link from 'next/link';
import { formatMoney } from '@/lib/domain/money-format';
import { mediumDayText } from '@/lib/domain/zoned-dates';
import type { upcomingCerts } from '@/lib/server/dashboard/upcoming-certs';
import styles from './dashboard.module.css';

const SIDE_WORDS = { claim: 'owed to you by', cert: 'you owe' } as const;
export const UPCOMING_SHOWN = 8;

export function UpcomingCerts(props: { rows: ReturnType<typeof upcomingCerts>; currency: string }) {
  const rows = props.rows.slice(0, UPCOMING_SHOWN);
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
    </section>
  );
}
