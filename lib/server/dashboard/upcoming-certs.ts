import 'server-only';
// GET …/read_upcoming_cert_summary (spec §2 dashboard "upcoming certificates"): the claims served and
// still waiting for their certificate, soonest deadline first — as claimer the payment schedules it
// is owed, as certifier the ones it must give — with the payment-schedule deadline from the deadline
// engine (due-dates.ts), the days left (negative: overdue) and the §4 overdue type. Only the
// UPCOMING_SHOWN soonest are listed (issue 33: a big account's thousands are counted, not listed),
// with how many there are and how many are overdue, and where the rest are listed: Claims received
// for those the account owes, the projects (each contract's claims) for those owed to it.
import { byDay } from '@/lib/domain/most-urgent';
import { overdueType, daysUntil } from '@/lib/domain/overdue';
import { claimsReceivedPage, projectsPage, reviewClaimPage, startCertPage } from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { awaitingCertificate } from './claims-summary';
import { loadDashboardData, type DashboardData } from './dashboard-data';
import { governingDates } from './due-dates';

/** How many upcoming certificates the dashboard and GET …/read_upcoming_cert_summary list. */
export const UPCOMING_SHOWN = 8;

export function upcomingCerts(actor: Actor, data: DashboardData) {
  // Soonest deadline first; each row is shaped only once it is among those shown.
  const waiting = (['claim', 'cert'] as const)
    .flatMap((side) =>
      awaitingCertificate(data, side).map(({ contract, claim }) => ({
        side,
        contract,
        claim,
        due: governingDates(contract, claim).schedule,
      })),
    )
    .sort((a, b) => byDay(a.due, b.due));
  const rest = waiting.slice(UPCOMING_SHOWN);
  const upcoming = waiting.slice(0, UPCOMING_SHOWN).map(({ side, contract, claim, due }) => {
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
  });
  return {
    upcoming,
    /** How many claims wait for a certificate, and how many of them are past their deadline. */
    total: waiting.length,
    overdue: waiting.filter((w) => w.due < data.today).length,
    /** Where those not shown are listed; null when all are shown. */
    more_href:
      rest.length === 0
        ? null
        : rest.some((w) => w.side === 'cert')
          ? claimsReceivedPage(actor.accountId)
          : projectsPage(actor.accountId),
  };
}

export type UpcomingCerts = ReturnType<typeof upcomingCerts>;

export async function readUpcomingCerts(actor: Actor, now = new Date()) {
  return upcomingCerts(actor, await loadDashboardData(actor, now));
}
