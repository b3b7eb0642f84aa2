// The dashboard's claims-received card (spec §2 dashboard "claims received"): how many claims were
// served in a period — by default the current month (§2, §9 type 6) — and what they claim; how many
// served claims are overdue or due soon by §4 overdue type, and how many contracts have gone 30
// days or more without a claim, with a link to the list. The period is chosen with a GET form, so
// it works before any script has loaded and the chosen period is in the address.
import Form from 'next/form';
import Link from 'next/link';
import { formatMoney } from '@/lib/domain/money-format';
import {
  RECEIVED_PERIODS,
  RECEIVED_PERIOD_TYPES,
  receivedPeriodLabel,
  type ReceivedPeriod,
  type ReceivedPeriodType,
} from '@/lib/domain/received-period';
import { mediumDayText } from '@/lib/domain/zoned-dates';
import { claimsReceivedPage } from '@/lib/paths/page-paths';
import styles from './cert-lists.module.css';
import { OVERDUE_LABELS } from './claims-received-row';

const CLAIM_TYPES = ['over_due', 'due_in_3_days', 'due_in_7_days'] as const;

const TYPE_LABELS: Record<ReceivedPeriodType, string> = {
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
};
const PERIOD_LABELS: Record<ReceivedPeriod, string> = { current: 'Current', previous: 'Previous' };

/** The dashboard's query names for the period (the dashboard reads them back). */
export const RECEIVED_TYPE_PARAM = 'received_type';
export const RECEIVED_PERIOD_PARAM = 'received_period';

export interface ReceivedInPeriod {
  type: ReceivedPeriodType;
  period: ReceivedPeriod;
  from: string;
  to: string;
  count: number;
  claimed_amount: number;
}

function PeriodSummary(props: {
  accountId: string;
  currency: string;
  received: ReceivedInPeriod;
  keep: Record<string, string>;
}) {
  const r = props.received;
  const label = receivedPeriodLabel(r.type, r.period);
  return (
    <div className={styles.period}>
      <h3>Received {label}</h3>
      <p>
        <strong>
          {r.count} {r.count === 1 ? 'claim' : 'claims'}
        </strong>{' '}
        claiming {formatMoney(r.claimed_amount, { currency: props.currency })} (incl. GST), served{' '}
        {mediumDayText(r.from, 'UTC')} to {mediumDayText(r.to, 'UTC')}.
      </p>
      <Form action="/dashboard" className={styles.periodForm} aria-label="Period of claims received">
        <input type="hidden" name="account_id" value={props.accountId} />
        {Object.entries(props.keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className={styles.field}>
          <label htmlFor="received-type">Period length</label>
          <select id="received-type" name={RECEIVED_TYPE_PARAM} defaultValue={r.type}>
            {RECEIVED_PERIOD_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="received-period">Which</label>
          <select id="received-period" name={RECEIVED_PERIOD_PARAM} defaultValue={r.period}>
            {RECEIVED_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button secondary">
          Show
        </button>
      </Form>
    </div>
  );
}

export function ClaimsReceivedSummary(props: {
  accountId: string;
  currency: string;
  /** The claims received of each type with a certificate due (§4). */
  claims: Readonly<Record<(typeof CLAIM_TYPES)[number], number>>;
  /** The contracts with no claim served for 30 days or more (the flag is a contract's, not a claim's). */
  unclaimedContracts: number;
  /** §4: over_due + due_in_3_days + due_in_7_days. */
  dueCount: number;
  /** The claims served in the chosen period (default the current month). */
  received: ReceivedInPeriod;
  /** The dashboard's other choices (its summaries' month), kept when the period changes. */
  keep: Record<string, string>;
}) {
  const claims = (type: (typeof CLAIM_TYPES)[number]) => props.claims[type];
  const unclaimed = props.unclaimedContracts;
  return (
    <section className="card" aria-labelledby="claims-received-summary">
      <h2 id="claims-received-summary">Claims received</h2>
      <PeriodSummary
        accountId={props.accountId}
        currency={props.currency}
        received={props.received}
        keep={props.keep}
      />
      <h3>Due now</h3>
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
