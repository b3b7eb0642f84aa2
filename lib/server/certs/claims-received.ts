import 'server-only';
// Claims received (spec §2 /claims-received; §3 claims-received row; §4 buckets and overdue types):
// the claims served on the caller's account on the contracts it certifies — never drafts — grouped
// current / completed / archived by contract status. Each row carries its certificate (if any),
// the payment-schedule deadline (the one deadline engine's date and source, lib/domain/
// claim-deadlines.ts, as the claimer sees them, with its consequence and a countdown in working
// days), cert_due_num (calendar days to that deadline, counted from today in the ACCOUNT's time
// zone), the days since the contract's last claim and the overdue type. Two queries, however many
// contracts and claims. The one home of this list: the paycert and payclaim APIs, the page, the
// dashboard and the summary emails all read these rows, in their own shapes.
import { db } from '@/lib/db/client';
import {
  claimsReceivedBucket,
  daysUntil,
  dashboardDueCount,
  groupClaimsReceived,
  overdueType,
  type ClaimsReceivedBucket,
} from '@/lib/domain/overdue';
import { receivedInPeriod, type ReceivedPeriod, type ReceivedPeriodType } from '@/lib/domain/received-period';
import { jurisdictionOrNull, workingDaysBetween } from '@/lib/domain/working-days';
import type { Actor } from '../session/resolve-actor';
import { visiblePlacements } from '../permissions/visible-to-caller';
import { deadlineClaim, deadlinesOf } from '@/lib/domain/deadline-claim';
import { dayIn } from '@/lib/domain/zoned-dates';
import { isoDate } from '@/lib/domain/date-columns';
import { SERVED_STATUSES } from '@/lib/domain/claim-status';
import { num } from '../line-item-rows/to-domain';

const CERT = {
  orderBy: { number: 'desc' },
  take: 1,
  select: { id: true, status: true, number: true, servedAt: true, servedLate: true },
} as const;

/** Every row of the list, newest served first, with the day "today" is counted from. */
async function claimsReceivedRows(actor: Actor, q: { bucket?: ClaimsReceivedBucket }, now: Date) {
  const [account, placements] = await Promise.all([
    db().account.findUniqueOrThrow({ where: { id: actor.accountId }, select: { timeZone: true } }),
    db().contractPlacement.findMany({
      where: visiblePlacements(actor, 'cert'),
      select: {
        projectId: true,
        project: { select: { name: true } },
        contract: {
          select: {
            id: true,
            name: true,
            contractNumber: true,
            status: true,
            timeZone: true,
            country: true,
            region: true,
            paymentTerms: { select: { id: true } },
            payeeAccount: { select: { name: true } },
            payeeCompany: { select: { name: true } },
            claims: {
              where: { status: { in: [...SERVED_STATUSES] } },
              orderBy: { number: 'desc' },
              include: { certificates: CERT },
            },
          },
        },
      },
    }),
  ]);
  const today = dayIn(now, account.timeZone);
  const rows = placements.flatMap(({ projectId, project, contract: c }) => {
    const bucket = claimsReceivedBucket(c.status);
    if (!bucket || (q.bucket && q.bucket !== bucket)) return [];
    const calendar = jurisdictionOrNull(c.country, c.region);
    const last = c.claims[0]?.servedAt;
    const unclaimedDays = last ? daysUntil(dayIn(last, account.timeZone), today) : null;
    return c.claims.map((claim) => {
      const cert = claim.certificates[0] ?? null;
      const open = claim.status === 'issued';
      const dates = deadlineClaim(claim, c);
      const deadlines = calendar ? deadlinesOf(calendar, dates) : null;
      const deadline = deadlines?.payment_schedule ?? null;
      const certDue = deadline?.date ?? dates.certDue;
      const certDueNum = open ? daysUntil(today, certDue) : null;
      return {
        contractStatus: c.status,
        deadline,
        row: {
          claim_id: claim.id,
          payclaim_name: claim.name,
          number: claim.number,
          claim_status: claim.status,
          project_id: projectId,
          project_name: project.name,
          contract_id: c.id,
          contract_name: c.name,
          contract_number: c.contractNumber,
          contract_status: c.status,
          payee: c.payeeAccount?.name ?? c.payeeCompany?.name ?? null,
          claim_from: isoDate(claim.claimFrom),
          claim_to: isoDate(claim.claimTo),
          served_at: claim.servedAt,
          served_on: dates.servedOn,
          claimed_amount: num(claim.totalIncludingGst),
          payment_due_date: deadlines?.payment_due.date ?? dates.paymentDue,
          /** The claim's stored cert due date (spec claim_cert): the §9 default when the contract has no terms. */
          contract_cert_due_date: dates.certDue,
          /** The deadline that governs (lib/domain/claim-deadlines.ts). */
          cert_due_date: certDue,
          cert_due_num: certDueNum,
          unclaimed_days: unclaimedDays,
          over_due_type: overdueType({ certDueNum, unclaimedDays }),
          payment_schedule:
            deadline && calendar
              ? {
                  ...deadline,
                  working_days_left: open ? workingDaysBetween(today, deadline.date, calendar) : null,
                }
              : null,
          cert: cert && {
            cert_id: cert.id,
            cert_status: cert.status,
            certificate_number: cert.number,
            issued_at: cert.servedAt,
            issued_late: cert.servedLate,
          },
          bucket,
        },
      };
    });
  });
  rows.sort((a, b) => (b.row.served_at?.getTime() ?? 0) - (a.row.served_at?.getTime() ?? 0));
  return { today, rows };
}

/**
 * GET /api/paycert/account/{acc}/claims_received, the /claims-received page and the dashboard.
 * `received_in_period` sums up the claims served in the chosen period (§2 dashboard summary:
 * by default the current month, lib/domain/received-period.ts) by the day they were served.
 */
export async function listClaimsReceived(
  actor: Actor,
  q: { bucket?: ClaimsReceivedBucket; type?: ReceivedPeriodType; period?: ReceivedPeriod },
  now = new Date(),
) {
  const { today, rows } = await claimsReceivedRows(actor, q, now);
  const groups = groupClaimsReceived(rows);
  const unwrap = (list: typeof rows) => list.map((r) => r.row);
  return {
    today,
    received_in_period: receivedInPeriod(
      rows.map((r) => r.row),
      q,
      today,
    ),
    current: unwrap(groups.current),
    completed: unwrap(groups.completed),
    archived: unwrap(groups.archived),
    /** §4: over_due + due_in_3_days + due_in_7_days. */
    due_count: dashboardDueCount(
      rows.map((r) => ({ certDueNum: r.row.cert_due_num, unclaimedDays: r.row.unclaimed_days })),
    ),
  };
}

/**
 * GET /api/payclaim/account/{acc}/claims_received: the same rows in one list, newest first, in the
 * payclaim API's row shape (the claim's total as total_including_gst; no project name, served day,
 * stored cert due date or certificate; the deadline without its working-day countdown).
 */
export async function listClaimsReceivedNewestFirst(
  actor: Actor,
  q: { bucket?: ClaimsReceivedBucket },
  now = new Date(),
) {
  const { rows } = await claimsReceivedRows(actor, q, now);
  return {
    claims: rows.map(({ row: r, deadline }) => ({
      claim_id: r.claim_id,
      payclaim_name: r.payclaim_name,
      number: r.number,
      claim_status: r.claim_status,
      project_id: r.project_id,
      contract_id: r.contract_id,
      contract_name: r.contract_name,
      contract_number: r.contract_number,
      contract_status: r.contract_status,
      payee: r.payee,
      claim_from: r.claim_from,
      claim_to: r.claim_to,
      served_at: r.served_at,
      cert_due_date: r.cert_due_date,
      payment_due_date: r.payment_due_date,
      payment_schedule: deadline,
      total_including_gst: r.claimed_amount,
      cert_due_num: r.cert_due_num,
      unclaimed_days: r.unclaimed_days,
      over_due_type: r.over_due_type,
      bucket: r.bucket,
    })),
  };
}
