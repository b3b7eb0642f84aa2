import type { Metadata } from 'next';
import {
  ClaimsReceivedSummary,
  RECEIVED_PERIOD_PARAM,
  RECEIVED_TYPE_PARAM,
} from '@/components/certs/claims-received-summary';
import { GroupTable } from '@/components/dashboard/group-table';
import { MoneyChart } from '@/components/dashboard/money-chart';
import { MONTH_PARAM, MoneySummary, MonthForm } from '@/components/dashboard/money-summary';
import { ProjectBuckets } from '@/components/dashboard/project-buckets';
import { RetentionCard } from '@/components/dashboard/retention-card';
import { SetupSteps } from '@/components/dashboard/setup-steps';
import { SystemNotices } from '@/components/dashboard/system-notices';
import { TaskList } from '@/components/dashboard/task-list';
import { UpcomingCerts } from '@/components/dashboard/upcoming-certs';
import styles from '@/components/dashboard/dashboard.module.css';
import { monthLabel, monthOf, monthsEnding } from '@/lib/domain/money-flows';
import {
  DEFAULT_RECEIVED_PERIOD,
  DEFAULT_RECEIVED_PERIOD_TYPE,
  RECEIVED_PERIODS,
  RECEIVED_PERIOD_TYPES,
} from '@/lib/domain/received-period';
import { dayIn } from '@/lib/domain/zoned-dates';
import { ZDashboardMonth } from '@/lib/schemas/dashboard';
import { requirePageSession } from '@/lib/server/session/page-session';
import { loadDashboard } from '@/lib/server/dashboard/load-dashboard';

export const metadata: Metadata = { title: 'Dashboard' };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** One of `allowed` from the query, else the default: a hand-edited address shows the default. */
function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((a) => a === value) ?? fallback;
}

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

export default async function DashboardPage({ searchParams }: { searchParams: Search }) {
  const session = await requirePageSession();
  const search = await searchParams;
  const { accountId, currency, timeZone, accountName } = session.current;
  const thisMonth = monthOf(dayIn(new Date(), timeZone));
  const requested = ZDashboardMonth.parse(search[MONTH_PARAM]);
  // A month after this one has nothing in it yet: show this month instead.
  const month = requested && requested <= thisMonth ? requested : thisMonth;
  // §2: the claims-received summary's default type is the month (§9 type 6), its period the current one.
  const received = {
    type: pick(search[RECEIVED_TYPE_PARAM], RECEIVED_PERIOD_TYPES, DEFAULT_RECEIVED_PERIOD_TYPE),
    period: pick(search[RECEIVED_PERIOD_PARAM], RECEIVED_PERIODS, DEFAULT_RECEIVED_PERIOD),
  };
  const d = await loadDashboard(session.actor, { month, received });
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
      <TaskList tasks={d.tasks} currency={currency} />
      {sides.length > 0 && (
        <>
          <MonthForm
            accountId={accountId}
            month={month}
            months={monthsEnding(thisMonth, SELECTABLE_MONTHS).reverse()}
            keep={{ [RECEIVED_TYPE_PARAM]: received.type, [RECEIVED_PERIOD_PARAM]: received.period }}
          />
          <div className={styles.grid}>
            {sides.map((side) => (
              <MoneySummary
                key={side}
                side={side}
                summary={d.summary[side]!}
                month={month}
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
                description={`The twelve months to ${monthLabel(month)}: ${CHART_WORDS[side].desc}, in ${currency}, including GST.`}
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
        <UpcomingCerts rows={d.upcoming} currency={currency} />
        <RetentionCard retention={d.retention} sides={d.sides} currency={currency} />
      </div>
      {d.received && (
        <ClaimsReceivedSummary
          accountId={accountId}
          currency={currency}
          rows={[...d.received.current, ...d.received.completed, ...d.received.archived]}
          dueCount={d.received.due_count}
          received={d.received.received_in_period}
        />
      )}
      {d.groups && <GroupTable accountId={accountId} table={d.groups} currency={currency} />}
      <ProjectBuckets accountId={accountId} active={d.active} summary={d.projects} currency={currency} />
    </>
  );
}
