// The retention owed to the payee, one row per contract (issue 31 item 6): the payer, what is held
// and what of it is overdue, where it is held, since when, when it is due back, and where the
// figures come from — the payer's latest statement, or the payee's own certificate or claim. Each
// contract opens its Retention trust tab, with the statements received. Renders on the server.
import Link from 'next/link';
import { formatMoney } from '@/lib/domain/money-format';
import { contractPage } from '@/lib/paths/page-paths';
import type { OwedContract } from '@/lib/server/retention-owed/owed-contracts';
import { figuresSource, heldInText, OwedReleases } from './owed-releases';
import styles from './retention-owed.module.css';

export function RetentionOwedTable(props: {
  accountId: string;
  currency: string;
  rows: readonly OwedContract[];
  label: string;
}) {
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  return (
    // Focusable so keyboard users can scroll it on narrow screens (axe scrollable-region-focusable).
    <div className={`table-scroll ${styles.scroll}`} tabIndex={0} role="region" aria-label={props.label}>
      <table className={`table ${styles.owedTable}`}>
        <caption className="visually-hidden">{props.label}</caption>
        <thead>
          <tr>
            <th scope="col">Contract</th>
            <th scope="col">Payer</th>
            <th scope="col" className="num">
              Held now
            </th>
            <th scope="col">Where it is held</th>
            <th scope="col">Held since</th>
            <th scope="col">Due for release</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.contract_id}>
              <td>
                <span className={styles.stack}>
                  <Link
                    href={contractPage(
                      {
                        accountId: props.accountId,
                        projectId: row.project_id,
                        side: 'claim',
                        contractId: row.contract_id,
                      },
                      'retention',
                    )}
                  >
                    {row.contract_name}
                  </Link>
                  <span className={styles.note}>
                    {row.project_name}
                    {row.contract_number ? ` · ${row.contract_number}` : ''}
                  </span>
                  <span className={styles.note}>{figuresSource(row)}</span>
                </span>
              </td>
              <td>
                <span className={styles.stack}>
                  <span>{row.payer ?? '—'}</span>
                  {!row.payer_on_claimcert && <span className={styles.note}>Not on ClaimCert</span>}
                </span>
              </td>
              <td className="num">
                <span className={styles.stack}>
                  <span>{money(row.held)}</span>
                  {row.overdue > 0 && <span className={styles.overdue}>{money(row.overdue)} overdue</span>}
                </span>
              </td>
              <td>{heldInText(row)}</td>
              <td>{row.held_since ?? '—'}</td>
              <td>
                <OwedReleases releases={row.releases} money={money} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
