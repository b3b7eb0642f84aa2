// When retention owed to the payee is due back: each release's day (or "date not yet known"), its
// share, and what is still to come on it when the payee's own documents say.
import type { OwedContract } from '@/lib/server/retention-owed/owed-contracts';
import styles from './retention-owed.module.css';

export function OwedReleases(props: {
  releases: OwedContract['releases'];
  money: (cents: number) => string;
}) {
  if (props.releases.length === 0) return <span className={styles.note}>No release set</span>;
  return (
    <ul className={styles.releases}>
      {props.releases.map((r) => (
        <li key={r.label}>
          {r.label} ({r.share_bps / 100}%): {r.on ?? 'date not yet known'}
          {r.due !== null && <span className={styles.note}> · {props.money(r.due)} to come</span>}
        </li>
      ))}
    </ul>
  );
}

/** Where the money is held, as the payer stated it, or that it did not. */
export const heldInText = (row: Pick<OwedContract, 'held_in'>) => row.held_in ?? 'Not stated by the payer';

/** Where the figures come from, in words. */
export function figuresSource(row: Pick<OwedContract, 'source' | 'figures_from'>): string {
  return row.source === 'payer_statements'
    ? `As the payer states it: ${row.figures_from}`
    : `From your own documents: ${row.figures_from}`;
}
