import 'server-only';
// Claims received (spec §2 /claims-received; §3 claims-received row; §4 buckets and overdue types):
// the claims served on the caller's account on the contracts it certifies — never drafts — grouped
// current / completed / archived by contract status. Each row carries its certificate (if any),
// the payment-schedule deadline (the one deadline engine's date and source, lib/domain/
// claim-deadlines.ts, as the claimer sees them, with its consequence and a countdown in working
// days), cert_due_num (calendar days to that deadline, counted from today in the ACCOUNT's time
// zone), the days since the contract's last claim and the overdue type. The one home of this list:
// the paycert and payclaim APIs, the page, the dashboard and the summary emails all read these
// rows, in their own shapes. Issue 33: a head contractor receives tens of thousands of claims, so the
// list pages with a cursor, newest served first, and its summaries read only the claims they sum
// up (those served in the period, those a deadline may be due on): none grows with the history.
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { CONTRACT_STATUSES } from '@/lib/domain/contract-status';
import { pageOf } from '@/lib/domain/page-cursor';
import { CLAIMS_RECEIVED_PAGE_SIZE } from '@/lib/schemas/claims';
import {
  CLAIMS_RECEIVED_BUCKETS,
  claimsReceivedBucket,
  daysUntil,
  dashboardDueCount,
  groupClaimsReceived,
  overdueType,
  UNCLAIMED_DAYS_LIMIT,
  type ClaimsReceivedBucket,
} from '@/lib/domain/overdue';
import {
  DEFAULT_RECEIVED_PERIOD,
  DEFAULT_RECEIVED_PERIOD_TYPE,
  receivedInPeriod,
  receivedPeriodRange,
  type ReceivedPeriod,
  type ReceivedPeriodType,
} from '@/lib/domain/received-period';
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

/** The contract statuses of a bucket's claims; of every bucket's (never drafts) without one. */
const contractStatuses = (bucket?: ClaimsReceivedBucket) =>
  CONTRACT_STATUSES.filter((s) => (bucket ? claimsReceivedBucket(s) === bucket : claimsReceivedBucket(s)));

/** The claims of the list: served on the caller's cert contracts in the bucket, and `also`. */
const receivedWhere = (
  actor: Actor,
  bucket: ClaimsReceivedBucket | undefined,
  also: Prisma.ClaimWhereInput = {},
): Prisma.ClaimWhereInput => ({
  status: { in: [...SERVED_STATUSES] },
  contract: {
    status: { in: contractStatuses(bucket) },
    placements: { some: visiblePlacements(actor, 'cert') },
  },
  ...also,
});

/** Issue 33: a list's page, newest served first, after the cursor's claim (lib/domain/page-cursor.ts). */
export interface ReceivedPage {
  cursor?: readonly [string, string];
  limit?: number;
}

const afterCursor = (cursor: ReceivedPage['cursor']): Prisma.ClaimWhereInput => {
  if (!cursor) return {};
  const servedAt = new Date(cursor[0]);
  return { OR: [{ servedAt: { lt: servedAt } }, { servedAt, id: { lt: cursor[1] } }] };
};

/**
 * The rows of the claims `where` picks (newest served first, `take` of them when given), counted
 * from the account's `today`: three statements however many, the claims with their contracts and
 * latest certificates, and each contract's last served claim (its days unclaimed).
 */
async function claimsReceivedRows(
  actor: Actor,
  where: Prisma.ClaimWhereInput,
  { today, timeZone }: { today: string; timeZone: string },
  take?: number,
) {
  const claims = await db().claim.findMany({
    where,
    orderBy: [{ servedAt: 'desc' }, { id: 'desc' }],
    take,
    include: {
      certificates: CERT,
      contract: {
        select: {
          id: true,
          name: true,
          contractNumber: true,
          status: true,
          timeZone: true,
          country: true,
          region: true,
          contractTier: true,
          paymentTerms: { select: { id: true } },
          payeeAccount: { select: { name: true } },
          payeeCompany: { select: { name: true } },
          placements: {
            where: visiblePlacements(actor, 'cert'),
            select: { projectId: true, project: { select: { name: true } } },
          },
        },
      },
    },
  });
  const lastServed = await db().claim.groupBy({
    by: ['contractId'],
    where: {
      contractId: { in: [...new Set(claims.map((c) => c.contractId))] },
      status: { in: [...SERVED_STATUSES] },
    },
    _max: { servedAt: true },
  });
  const last = new Map(lastServed.map((l) => [l.contractId, l._max.servedAt]));
  const rows = claims.map((claim) => {
    const c = claim.contract;
    const { projectId, project } = c.placements[0]!;
    const bucket = claimsReceivedBucket(c.status)!;
    const calendar = jurisdictionOrNull(c.country, c.region);
    const lastAt = last.get(c.id);
    const unclaimedDays = lastAt ? daysUntil(dayIn(lastAt, timeZone), today) : null;
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
  return rows;
}

/** The account's day "today" is counted from, in its time zone. */
async function accountDay(actor: Actor, now: Date) {
  const { timeZone } = await db().account.findUniqueOrThrow({
    where: { id: actor.accountId },
    select: { timeZone: true },
  });
  return { today: dayIn(now, timeZone), timeZone };
}

/** A page of the rows, newest served first, with how many the bucket (or all three) holds. */
async function receivedPage(
  actor: Actor,
  q: { bucket?: ClaimsReceivedBucket } & ReceivedPage,
  day: { today: string; timeZone: string },
) {
  const limit = q.limit ?? CLAIMS_RECEIVED_PAGE_SIZE;
  const [rows, counts] = await Promise.all([
    claimsReceivedRows(actor, receivedWhere(actor, q.bucket, afterCursor(q.cursor)), day, limit + 1),
    Promise.all(CLAIMS_RECEIVED_BUCKETS.map((b) => db().claim.count({ where: receivedWhere(actor, b) }))),
  ]);
  const { page, next_cursor } = pageOf(rows, limit, ({ row }) => [
    row.served_at!.toISOString(),
    row.claim_id,
  ]);
  const count = Object.fromEntries(CLAIMS_RECEIVED_BUCKETS.map((b, i) => [b, counts[i]!])) as Record<
    ClaimsReceivedBucket,
    number
  >;
  const total = q.bucket ? count[q.bucket] : counts.reduce((a, b) => a + b, 0);
  return { page, counts: count, total, next_cursor };
}

/**
 * The claims still waiting for a payment schedule (issued, not certified) on contracts claimed on
 * within the last 30 days, in every bucket: the only ones a deadline can be due on (§4 due_count,
 * the due summaries) — on a contract unclaimed for 30 days or more, that outranks any deadline
 * (overdueType). The window takes a day more in UTC; the rows' own days decide.
 */
function dueRows(actor: Actor, day: { today: string; timeZone: string }, now: Date) {
  const since = new Date(now.getTime() - (UNCLAIMED_DAYS_LIMIT + 1) * 86_400_000);
  const claimedSince = {
    claims: { some: { status: { in: [...SERVED_STATUSES] }, servedAt: { gte: since } } },
  };
  return claimsReceivedRows(
    actor,
    receivedWhere(actor, undefined, { status: 'issued', AND: [{ contract: claimedSince }] }),
    day,
  );
}

/** The due summaries' read: the rows a deadline may be due on (dueRows). */
export async function listDueClaimsReceived(actor: Actor, now = new Date()) {
  return (await dueRows(actor, await accountDay(actor, now), now)).map((r) => r.row);
}

/** The claims served in the period, by the day each was served (a day either side of its range in UTC). */
async function servedInPeriod(
  actor: Actor,
  q: { type?: ReceivedPeriodType; period?: ReceivedPeriod },
  day: { today: string; timeZone: string },
) {
  const range = receivedPeriodRange(
    q.type ?? DEFAULT_RECEIVED_PERIOD_TYPE,
    q.period ?? DEFAULT_RECEIVED_PERIOD,
    day.today,
  );
  const from = new Date(Date.parse(`${range.from}T00:00:00Z`) - 86_400_000);
  const to = new Date(Date.parse(`${range.to}T00:00:00Z`) + 2 * 86_400_000);
  const rows = await claimsReceivedRows(
    actor,
    receivedWhere(actor, undefined, { servedAt: { gte: from, lt: to } }),
    day,
  );
  return receivedInPeriod(
    rows.map((r) => r.row),
    q,
    day.today,
  );
}

/**
 * GET /api/paycert/account/{acc}/claims_received, the /claims-received page and the dashboard's
 * read_all_claims_received: a page of the claims (?cursor, ?limit: 50 unless asked), newest served
 * first, in their buckets (the page's rows of each), with each bucket's count, the total the page
 * is one of and the next page's cursor. `received_in_period` sums up the claims served in the
 * chosen period (§2 dashboard summary: by default the current month, lib/domain/received-period.ts)
 * by the day they were served; `due_count` counts the deadlines due (dueRows). Each part reads
 * only its own claims, so none grows with the account's history.
 */
export async function listClaimsReceived(
  actor: Actor,
  q: { bucket?: ClaimsReceivedBucket; type?: ReceivedPeriodType; period?: ReceivedPeriod } & ReceivedPage,
  now = new Date(),
) {
  const day = await accountDay(actor, now);
  const [{ page, counts, total, next_cursor }, received_in_period, due] = await Promise.all([
    receivedPage(actor, q, day),
    servedInPeriod(actor, q, day),
    dueRows(actor, day, now),
  ]);
  const groups = groupClaimsReceived(page);
  const unwrap = (list: typeof page) => list.map((r) => r.row);
  return {
    today: day.today,
    received_in_period,
    current: unwrap(groups.current),
    completed: unwrap(groups.completed),
    archived: unwrap(groups.archived),
    /** §4: over_due + due_in_3_days + due_in_7_days. */
    due_count: dashboardDueCount(
      due.map((r) => ({ certDueNum: r.row.cert_due_num, unclaimedDays: r.row.unclaimed_days })),
    ),
    counts,
    total,
    next_cursor,
  };
}

/**
 * GET /api/payclaim/account/{acc}/claims_received: the same rows in one list, newest first, in the
 * payclaim API's row shape (the claim's total as total_including_gst; no project name, served day,
 * stored cert due date or certificate; the deadline without its working-day countdown).
 */
export async function listClaimsReceivedNewestFirst(
  actor: Actor,
  q: { bucket?: ClaimsReceivedBucket } & ReceivedPage,
  now = new Date(),
) {
  const { page, total, next_cursor } = await receivedPage(actor, q, await accountDay(actor, now));
  return {
    total,
    next_cursor,
    claims: page.map(({ row: r, deadline }) => ({
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
