import 'server-only';
// The dashboard's claims-received card (spec §2 dashboard "claims received"), worked out from the
// dashboard's one read (dashboard-data.ts) rather than a second read of the claims-received list:
// the same figures as GET …/claims_received (lib/server/certs/claims-received.ts) — the claims
// served in the period by the day they were served on the contract's calendar (summed by day in
// SQL), and the claims of each §4 overdue type. Only a claim still waiting on a certificate has a
// countdown (the deadline engine runs for those alone, once per claim: due-dates.ts); any other
// claim is of its contract's type, unclaimed or none.
import {
  claimsReceivedBucket,
  dashboardDueCount,
  daysUntil,
  overdueType,
  type OverdueType,
} from '@/lib/domain/overdue';
import {
  receivedPeriodRange,
  DEFAULT_RECEIVED_PERIOD,
  DEFAULT_RECEIVED_PERIOD_TYPE,
  type ReceivedPeriod,
  type ReceivedPeriodType,
} from '@/lib/domain/received-period';
import { sum } from '@/lib/domain/money';
import { dayIn } from '@/lib/domain/zoned-dates';
import type { DashboardData } from './dashboard-data';
import { governingDates } from './due-dates';

type DueType = Exclude<OverdueType, 'none' | 'unclaimed_days'>;

export function claimsReceivedCard(
  data: DashboardData,
  q: { type?: ReceivedPeriodType; period?: ReceivedPeriod },
) {
  const { today } = data;
  const claims: Record<DueType, number> = { over_due: 0, due_in_3_days: 0, due_in_7_days: 0 };
  const due: { certDueNum: number | null; unclaimedDays: number | null }[] = [];
  let unclaimedContracts = 0;
  for (const c of data.contracts) {
    if (c.side !== 'cert' || !claimsReceivedBucket(c.status) || !c.hasClaims) continue;
    const unclaimedDays = c.lastServedAt
      ? daysUntil(dayIn(c.lastServedAt, data.account.timeZone), today)
      : null;
    if (overdueType({ certDueNum: null, unclaimedDays }) === 'unclaimed_days') unclaimedContracts++;
    for (const claim of c.claims) {
      if (claim.status !== 'issued') continue;
      const certDueNum = daysUntil(today, governingDates(c, claim).schedule);
      const type = overdueType({ certDueNum, unclaimedDays });
      if (type in claims) claims[type as DueType]++;
      due.push({ certDueNum, unclaimedDays });
    }
  }
  const type = q.type ?? DEFAULT_RECEIVED_PERIOD_TYPE;
  const period = q.period ?? DEFAULT_RECEIVED_PERIOD;
  const range = receivedPeriodRange(type, period, today);
  const inRange = data.receivedDays.filter((d) => d.day >= range.from && d.day <= range.to);
  return {
    received_in_period: {
      type,
      period,
      ...range,
      count: inRange.reduce((n, d) => n + d.count, 0),
      claimed_amount: sum(inRange.map((d) => d.amount)),
    },
    /** The claims whose certificate is overdue or due within 3 or 7 days (§4 overdue types). */
    claims,
    /** The contracts no claim has been served on for UNCLAIMED_DAYS_LIMIT days or more. */
    unclaimed_contracts: unclaimedContracts,
    /** §4: over_due + due_in_3_days + due_in_7_days. */
    due_count: dashboardDueCount(due),
  };
}
