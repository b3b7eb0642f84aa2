// The dashboard's claim and certificate summaries (spec §2): for the month chosen and to date, per
// side — as claimer what the account is owed, as certifier what it owes — with the month selector
// (a GET form, so it works before any script loads and the month is in the address).
import Form from 'next/form';
import { formatMoney } from '@/lib/domain/money-format';
import { monthLabel, type FlowTotals } from '@/lib/domain/money-flows';
import type { SideSummary } from '@/lib/server/dashboard/claims-summary';
import styles from './dashboard.module.css';

export const MONTH_PARAM = 'month';

export function MonthForm(props: {
  accountId: string;
  month: string;
  months: readonly string[];
  keep: Record<string, string>;
}) {
  return (
    <Form action="/dashboard" className={styles.periodForm} aria-label="Month of the summaries">
      <input type="hidden" name="account_id" value={props.accountId} />
      {Object.entries(props.keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="summary-month">Month</label>
        <select id="summary-month" name={MONTH_PARAM} defaultValue={props.month}>
          {props.months.map((m) => (
            <option key={m} value={m}>
              {monthLabel(m)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button secondary">
        Show
      </button>
    </Form>
  );
}

function Flows(props: {
  label: string;
  totals: FlowTotals;
  money: (c: number) => string;
  words: [string, string, string];
}) {
  return (
    <>
      <h3>{props.label}</h3>
      <dl className={styles.figures}>
        <dt>{props.words[0]}</dt>
        <dd>{props.money(props.totals.claimed)}</dd>
        <dt>{props.words[1]}</dt>
        <dd>{props.money(props.totals.certified)}</dd>
        <dt>{props.words[2]}</dt>
        <dd>{props.money(props.totals.paid)}</dd>
      </dl>
    </>
  );
}

const WORDS = {
  claim: {
    title: 'Your claims: what you are owed',
    flows: ['Claimed', 'Certified to you', 'Paid to you'],
    unpaid: 'Certified and not yet paid to you',
    waiting: 'Waiting for a payment schedule',
  },
  cert: {
    title: 'Claims on you: what you owe',
    flows: ['Claimed from you', 'Certified by you', 'Paid by you'],
    unpaid: 'Certified and not yet paid by you',
    waiting: 'Waiting for your certificate',
  },
} as const;

export function MoneySummary(props: {
  side: 'claim' | 'cert';
  summary: SideSummary;
  month: string;
  currency: string;
  compact: boolean;
}) {
  const money = (c: number) => formatMoney(c, { currency: props.currency, compact: props.compact });
  const w = WORDS[props.side];
  const s = props.summary;
  return (
    <section className="card" aria-labelledby={`summary-${props.side}`}>
      <h2 id={`summary-${props.side}`}>{w.title}</h2>
      <Flows label={`In ${monthLabel(props.month)}`} totals={s.in_month} money={money} words={[...w.flows]} />
      <Flows label="To date" totals={s.to_date} money={money} words={[...w.flows]} />
      <dl className={styles.figures}>
        <dt>{w.unpaid}</dt>
        <dd>{money(s.unpaid)}</dd>
        <dt>
          {w.waiting} ({s.awaiting_certificate.count}{' '}
          {s.awaiting_certificate.count === 1 ? 'claim' : 'claims'})
        </dt>
        <dd>{money(s.awaiting_certificate.amount)}</dd>
      </dl>
      <p className="small muted">Amounts include GST, as the documents were issued; payments as recorded.</p>
    </section>
  );
}
