// The dashboard's retention summary (spec §2): as claimer what is held from the account, as
// certifier what it holds, as the latest certificate of each contract fixes it.
import Link from 'next/link';
import { formatMoney } from '@/lib/domain/money-format';
import type { RetentionSummary } from '@/lib/server/dashboard/retention-summary';
import { retentionOwedPage } from '@/lib/paths/page-paths';
import styles from './dashboard.module.css';

const TITLES = { claim: 'Retention held from you', cert: 'Retention you hold' } as const;

export function RetentionCard(props: {
  accountId: string;
  retention: RetentionSummary;
  sides: Record<'claim' | 'cert', boolean>;
  currency: string;
}) {
  const money = (c: number) => formatMoney(c, { currency: props.currency });
  const sides = (['claim', 'cert'] as const).filter((s) => props.sides[s]);
  return (
    <section className="card" aria-labelledby="retention-summary">
      <h2 id="retention-summary">Retention</h2>
      {sides.length === 0 && <p className="empty">No contracts yet.</p>}
      {sides.map((side) => {
        const r = props.retention[side];
        return (
          <div key={side}>
            <h3>{TITLES[side]}</h3>
            <dl className={styles.figures}>
              <dt>Held now</dt>
              <dd>{money(r.held)}</dd>
              <dt>Due for release at practical completion</dt>
              <dd>{money(r.due_at_practical_completion)}</dd>
              <dt>Due for release at the end of the defects period</dt>
              <dd>{money(r.due_at_defects_end)}</dd>
            </dl>
            {side === 'claim' && (
              <p>
                <Link href={retentionOwedPage(props.accountId)}>
                  Retention owed to you: where it is held, when it is due
                </Link>
              </p>
            )}
            {r.contracts.length > 0 && (
              <ul className={styles.tasks}>
                {r.contracts.map((c) => (
                  <li key={c.contract_id}>
                    <Link href={c.href}>{c.contract_name}</Link>{' '}
                    <span className="muted">
                      ({c.project_name}) · {money(c.held)} held
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
