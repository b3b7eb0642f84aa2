import 'server-only';
// GET …/read_upcoming_cert_summary (spec §2 dashboard "upcoming certificates"): the claims served and
// still waiting for their certificate, soonest deadline first — as claimer the payment schedules it
// is owed, as certifier the ones it must give — with the payment-schedule deadline from the deadline
// engine (due-dates.ts), the days left (negative: overdue) and the §4 overdue type.
import { overdueType, daysUntil } from '@/lib/domain/overdue';
import { reviewClaimPage, startCertPage } from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { awaitingCertificate } from './claims-summary';
import { loadDashboardData, type DashboardData } from './dashboard-data';
import { governingDates } from './due-dates';

export function upcomingCerts(actor: Actor, data: DashboardData) {
  const rows = (['claim', 'cert'] as const).flatMap((side) =>
    awaitingCertificate(data, side).map(({ contract, claim }) => {
      const due = governingDates(contract, claim).schedule;
      const days = daysUntil(data.today, due);
      const ids = {
        accountId: actor.accountId,
        projectId: contract.project.id,
        contractId: contract.id,
        contractType: side,
        claimId: claim.id,
      };
      return {
        side,
        claim_id: claim.id,
        claim_name: claim.name,
        project_name: contract.project.name,
        contract_id: contract.id,
        contract_name: contract.name,
        counterparty: contract.counterparty,
        claimed_amount: claim.totalIncludingGst,
        cert_due_date: due,
        days_left: days,
        over_due_type: overdueType({ certDueNum: days, unclaimedDays: null }),
        href: side === 'cert' ? startCertPage(ids) : reviewClaimPage(ids),
      };
    }),
  );
  return rows.sort((a, b) => a.cert_due_date.localeCompare(b.cert_due_date));
}

export async function readUpcomingCerts(actor: Actor, now = new Date()) {
  return { upcoming: upcomingCerts(actor, await loadDashboardData(actor, now)) };
}
