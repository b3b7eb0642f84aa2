import type { Metadata } from 'next';
import { RECEIVED_PERIOD_PARAM, RECEIVED_TYPE_PARAM } from '@/components/certs/claims-received-summary';
import { AllAccountsCerts } from '@/components/dashboard/all-accounts-certs';
import { DashboardView } from '@/components/dashboard/dashboard-view';
import { MONTH_PARAM } from '@/components/dashboard/money-summary';
import { monthOf } from '@/lib/domain/money-flows';
import {
  DEFAULT_RECEIVED_PERIOD,
  DEFAULT_RECEIVED_PERIOD_TYPE,
  RECEIVED_PERIODS,
  RECEIVED_PERIOD_TYPES,
} from '@/lib/domain/received-period';
import { dayIn } from '@/lib/domain/zoned-dates';
import { ZDashboardMonth } from '@/lib/schemas/dashboard';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { loadDashboard } from '@/lib/server/dashboard/load-dashboard';
import { summariseCertsAcrossAccounts } from '@/lib/server/certs/certs-across-accounts';

export const metadata: Metadata = { title: 'Dashboard' };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** One of `allowed` from the query, else the default: a hand-edited address shows the default. */
function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((a) => a === value) ?? fallback;
}

export default async function DashboardPage({ searchParams }: { searchParams: Search }) {
  const session = await requirePageSession();
  const search = await searchParams;
  const thisMonth = monthOf(dayIn(new Date(), session.current.timeZone));
  const requested = ZDashboardMonth.parse(search[MONTH_PARAM]);
  // A month after this one has nothing in it yet: show this month instead.
  const month = requested && requested <= thisMonth ? requested : thisMonth;
  // §2: the claims-received summary's default type is the month (§9 type 6), its period the current one.
  const received = {
    type: pick(search[RECEIVED_TYPE_PARAM], RECEIVED_PERIOD_TYPES, DEFAULT_RECEIVED_PERIOD_TYPE),
    period: pick(search[RECEIVED_PERIOD_PARAM], RECEIVED_PERIODS, DEFAULT_RECEIVED_PERIOD),
  };
  const [dashboard, allAccounts] = await Promise.all([
    loadDashboard(session.actor, { month, received }),
    // A user in several accounts also sees their certificates across all of them (spec §7).
    session.accounts.length > 1 ? summariseCertsAcrossAccounts(session.actor.userId, {}) : null,
  ]);
  return (
    <>
      <DashboardView d={dashboard} current={session.current} thisMonth={thisMonth} received={received} />
      {allAccounts && <AllAccountsCerts summary={allAccounts} />}
    </>
  );
}
