import 'server-only';
// The dashboard's claims-received card (spec §2 dashboard "claims received"), worked out from the
// dashboard's one read (dashboard-data.ts) rather than a second read of the claims-received list:
// the same figures as GET …/claims_received (lib/server/certs/claims-received.ts), row for row —
// the claims served in the period by the day they were served on the contract's calendar, and each
// claim's §4 overdue type — with the deadline engine run only for claims still waiting on a
// certificate (the others have no countdown), and once per claim (due-dates.ts).
import { claimsReceivedBucket, dashboardDueCount, daysUntil, overdueType } from '@/lib/domain/overdue';
import { receivedInPeriod, type ReceivedPeriod, type ReceivedPeriodType } from '@/lib/domain/received-period';
import { dayIn } from '@/lib/domain/zoned-dates';
import { deadlineClaim } from '@/lib/domain/deadline-claim';
import type { DashboardData } from './dashboard-data';
import { governingDates } from './due-dates';

export function claimsReceivedCard(
  data: DashboardData,
  q: { type?: ReceivedPeriodType; period?: ReceivedPeriod },
) {
  const { today } = data;
  const rows = data.contracts.flatMap((c) => {
    if (c.side !== 'cert' || !claimsReceivedBucket(c.status)) return [];
    // The payer's claims are the served ones, in claim-number order: the last is the latest served.
    const last = c.claims.at(-1)?.servedAt;
    const unclaimedDays = last ? daysUntil(dayIn(last, data.account.timeZone), today) : null;
    return c.claims.map((claim) => {
      const certDueNum =
        claim.status === 'issued' ? daysUntil(today, governingDates(c, claim).schedule) : null;
      return {
        contract_id: c.id,
        served_on: deadlineClaim(claim, c).servedOn,
        claimed_amount: claim.totalIncludingGst,
        cert_due_num: certDueNum,
        unclaimed_days: unclaimedDays,
        over_due_type: overdueType({ certDueNum, unclaimedDays }),
      };
    });
  });
  return {
    received_in_period: receivedInPeriod(rows, q, today),
    rows,
    /** §4: over_due + due_in_3_days + due_in_7_days. */
    due_count: dashboardDueCount(
      rows.map((r) => ({ certDueNum: r.cert_due_num, unclaimedDays: r.unclaimed_days })),
    ),
  };
}
