// The /dashboard page's body (spec §2 dashboard), from the data load-dashboard.ts gathers: system
// notices, first steps, the task list, the month's money summaries and chart for each side the
// account is on, upcoming certificates, retention, claims received, the certifier group table and
// the projects by state. A plain component, so `npm run bench` can time its server render.
import {
  ClaimsReceivedSummary,
  RECEIVED_PERIOD_PARAM,
  RECEIVED_TYPE_PARAM,
} from '@/components/certs/claims-received-summary';
import { monthLabel, monthsEnding } from '@/lib/domain/money-flows';
import type { ReceivedPeriod, ReceivedPeriodType } from '@/lib/domain/received-period';
import type { Dashboard } from '@/lib/server/dashboard/load-dashboard';
import styles from './dashboard.module.css';
import { GroupTable } from './group-table';
import { MoneyChart } from './money-chart';
import { MONTH_PARAM, MoneySummary, MonthForm } from './money-summary';
import { ProjectBuckets } from './project-buckets';
import { RetentionCard } from './retention-card';
import { SetupSteps } from './setup-steps';
import { SystemNotices } from './system-notices';
import { TaskList } from './task-list';
import { UpcomingCerts } from './upcoming-certs';

/** How many months back the month selector reaches. */
const SELECTABLE_MONTHS = 24;

const CHART_WORDS = {
  claim: {
    title: 'Your claims, month by month',
    desc: 'what you claimed, what was certified to you and what you were paid',
  },
  cert: {
    title: 'Claims on you, month by month',
    desc: 'what was claimed from you, what you certified and what you paid',
  },
} as const;

export function DashboardView(props: {
  d: Dashboard;
  current: { accountId: string; accountName: string; currency: string; timeZone: string };
  thisMonth: string;
  received: { type: ReceivedPeriodType; period: ReceivedPeriod };
}) {
  const { d, thisMonth, received } = props;
  const { accountId, accountName, currency, timeZone } = props.current;
  const compact = d.account.enableCurrencyShorten;
  const sides = (['claim', 'cert'] as const).filter((s) => d.sides[s]);
  return (
    <>
      <h1>Dashboard</h1>
      <p className="muted">
        {accountName} · {currency} · {timeZone}
      </p>
      <SystemNotices notices={d.notices} timeZone={timeZone} />
      <SetupSteps setup={d.setup} />
      <TaskList list={d.tasks} currency={currency} />
      {sides.length > 0 && (
        <>
          <MonthForm
            accountId={accountId}
            month={d.month}
            months={monthsEnding(thisMonth, SELECTABLE_MONTHS).reverse()}
            keep={{ [RECEIVED_TYPE_PARAM]: received.type, [RECEIVED_PERIOD_PARAM]: received.period }}
          />
          <div className={styles.grid}>
            {sides.map((side) => (
              <MoneySummary
                key={side}
                side={side}
                summary={d.summary[side]!}
                month={d.month}
                currency={currency}
                compact={compact}
              />
            ))}
          </div>
          {sides.map((side) => (
            <section key={side} className="card" aria-labelledby={`chart-${side}-caption`}>
              <MoneyChart
                id={`chart-${side}`}
                title={CHART_WORDS[side].title}
                description={`The twelve months to ${monthLabel(d.month)}: ${CHART_WORDS[side].desc}, in ${currency}, including GST.`}
                rows={d.chart[side]!}
                currency={currency}
                compact={compact}
                kind="bars"
              />
            </section>
          ))}
        </>
      )}
      <div className={styles.grid}>
        <UpcomingCerts upcoming={d.upcoming} currency={currency} />
        <RetentionCard accountId={accountId} retention={d.retention} sides={d.sides} currency={currency} />
      </div>
      {d.received && (
        <ClaimsReceivedSummary
          accountId={accountId}
          currency={currency}
          claims={d.received.claims}
          unclaimedContracts={d.received.unclaimed_contracts}
          dueCount={d.received.due_count}
          received={d.received.received_in_period}
          keep={{ [MONTH_PARAM]: d.month }}
        />
      )}
      {d.groups && <GroupTable accountId={accountId} table={d.groups} currency={currency} />}
      <ProjectBuckets accountId={accountId} active={d.active} summary={d.projects} currency={currency} />
    </>
  );
}
