// The dashboard's claims-received card (spec §2 dashboard "claims received"): how many served
// claims are overdue or due soon by §4 overdue type, and how many contracts have gone 30 days or
// more without a claim, with a link to the list.
import Link from 'next/link';
import type { OverdueType } from '@/lib/domain/overdue';
import { claimsReceivedPage } from '@/lib/paths/page-paths';
import styles from './cert-lists.module.css';
import { OVERDUE_LABELS } from './claims-received-row';

interface Row {
  contract_id: string;
  over_due_type: OverdueType;
}

const CLAIM_TYPES = ['over_due', 'due_in_3_days', 'due_in_7_days'] as const;

export function ClaimsReceivedSummary(props: {
  accountId: string;
  rows: readonly Row[];
  /** §4: over_due + due_in_3_days + due_in_7_days. */
  dueCount: number;
}) {
  const claims = (type: OverdueType) => props.rows.filter((r) => r.over_due_type === type).length;
  // The unclaimed flag belongs to a contract, not to a claim: count each contract once.
  const unclaimed = new Set(
    props.rows.filter((r) => r.over_due_type === 'unclaimed_days').map((r) => r.contract_id),
  ).size;
  return (
    <section className="card" aria-labelledby="claims-received-summary">
      <h2 id="claims-received-summary">Claims received</h2>
      <p>
        {props.dueCount === 0
          ? 'No claim received is waiting on a certificate due within 7 days.'
          : `${props.dueCount} ${props.dueCount === 1 ? 'claim needs' : 'claims need'} a certificate within 7 days or ${props.dueCount === 1 ? 'is' : 'are'} overdue.`}
      </p>
      <dl className={styles.counts}>
        {CLAIM_TYPES.map((type) => (
          <div key={type}>
            <dt>
              <span className={`${styles.badge} ${styles[type]}`}>{OVERDUE_LABELS[type]}</span>
            </dt>
            <dd>
              {claims(type)} <span className="small muted">{claims(type) === 1 ? 'claim' : 'claims'}</span>
            </dd>
          </div>
        ))}
        <div>
          <dt>
            <span className={`${styles.badge} ${styles.unclaimed_days}`}>
              {OVERDUE_LABELS.unclaimed_days}
            </span>
          </dt>
          <dd>
            {unclaimed} <span className="small muted">{unclaimed === 1 ? 'contract' : 'contracts'}</span>
          </dd>
        </div>
      </dl>
      <Link href={claimsReceivedPage(props.accountId)}>View claims received</Link>
    </section>
  );
}
