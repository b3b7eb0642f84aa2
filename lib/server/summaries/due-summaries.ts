import 'server-only';
// The daily and weekly summary emails (spec §9 summary times, set on /manage-account/email-
// summaries). At each schedule's next run the person gets, for that account, both sides of what is
// due: as certifier, the claims served on it that need a payment schedule within 7 days or are
// overdue — the claims received list's own rows (lib/server/certs/claims-received.ts); as claimer,
// its next claims due within 7 days and the schedules and payments it is owed that are overdue —
// the due alerts' own deadlines (lib/server/reminders/watched-deadlines.ts); as payer, the retention
// it holds on trust that needs it (the dashboard's own retention tasks). Every date and source
// is the one deadline engine's, so the email and the screens agree. Nothing due, no email:
// an empty summary is noise. The "due alerts" preference off means no summary content either.
//
// A run is claimed by moving the schedule's next_run_at on in a guarded UPDATE (two app processes
// never both send it: the second UPDATE waits for the first's row lock, then finds next_run_at
// moved and matches nothing — tests/faults/two-instances.test.ts runs two processes), in the same
// transaction that queues the email (outbox: sent after commit, retried), with an idempotency key
// per schedule and run.
import { db } from '@/lib/db/client';
import { enqueueEmail } from '@/lib/email/outbox';
import { certOpenPage, claimsReceivedPage, startCertPage } from '@/lib/paths/page-paths';
import { calendarDaysText, daysText, workingDaysText } from '@/lib/domain/days-text';
import { daysUntil } from '@/lib/domain/overdue';
import { nextRunAt, type SummaryTime } from '@/lib/domain/summary-schedule';
import type { DueClaimLine, DueClaimerLine, DueRetentionLine } from '@/emails/due-summary';
import { formatMoney } from '@/lib/domain/money-format';
import { listAllTasks, type TaskType } from '../dashboard/task-list';
import { dueAlertWords } from '@/emails/due-alert';
import { DEADLINE_LABELS } from '@/lib/domain/claim-deadlines';
import { inClaimerSummary } from '@/lib/domain/reminders';
import { workingDaysBetween } from '@/lib/domain/working-days';
import { visiblePlacements } from '../permissions/visible-to-caller';
import { watchedDeadlines } from '../reminders/watched-deadlines';
import type { Actor } from '../session/resolve-actor';
import { resolveActor } from '../session/resolve-actor';
import { listDueClaimsReceived } from '../certs/claims-received';
import { dayIn } from '@/lib/domain/zoned-dates';

const DUE_TYPES = new Set(['over_due', 'due_in_3_days', 'due_in_7_days']);
const BATCH = 50;

/** What a person should hear about in an account's summary, both sides; empty when nothing or not allowed. */
export async function summaryContent(
  userId: string,
  accountId: string,
  now: Date,
): Promise<{ claims: DueClaimLine[]; claimer: DueClaimerLine[]; retention: DueRetentionLine[] }> {
  const [actor, preference] = await Promise.all([
    resolveActor(userId, accountId),
    db().emailPreference.findUnique({
      where: { accountId_userId: { accountId, userId } },
      select: { hasDueAlerts: true },
    }),
  ]);
  if (!actor || preference?.hasDueAlerts === false) return { claims: [], claimer: [], retention: [] };
  const [claims, claimer, retention] = await Promise.all([
    dueClaimsFor(actor, now),
    claimerItemsFor(actor, now),
    retentionItemsFor(actor, now),
  ]);
  return { claims, claimer, retention };
}

const RETENTION_TASKS = new Set<TaskType>([
  'deposit_retention',
  'release_retention',
  'renew_retention_instrument',
  'explain_trust_shortfall',
]);

/**
 * The payer's side of retention held on trust (issue 31 item 7): the dashboard's own tasks — a
 * deposit due, a release due or overdue, an instrument to renew, a shortfall to explain — so the
 * summary and "What needs you" say the same, each once a day or week with the rest.
 */
async function retentionItemsFor(actor: Actor, now: Date): Promise<DueRetentionLine[]> {
  const tasks = await listAllTasks(actor, now);
  const currency = await accountCurrency(actor.accountId);
  return tasks
    .filter((t) => RETENTION_TASKS.has(t.task_type))
    .map((t) => ({
      what: t.document,
      contractName: t.contract_name,
      due: t.due_date,
      overdue: t.overdue,
      amount: t.amount === null ? null : formatMoney(t.amount, { currency }),
      path: t.href,
    }));
}

const accountCurrency = async (accountId: string) =>
  (await db().account.findUniqueOrThrow({ where: { id: accountId }, select: { currency: true } })).currency;

/**
 * The claimer's side: the contracts the person sees on which the account claims. The headline is
 * the due alert's own subject for the item, so the summary and the alert name it alike.
 */
async function claimerItemsFor(actor: Actor, now: Date): Promise<DueClaimerLine[]> {
  const watches = await watchedDeadlines(visiblePlacements(actor, 'claim'), now);
  return watches
    .map((w) => ({ w, today: dayIn(now, w.timeZone) }))
    .filter(({ w, today }) => inClaimerSummary(w, today))
    .sort((a, b) => a.w.deadline.date.localeCompare(b.w.deadline.date))
    .map(({ w, today }) => {
      const date = w.deadline.date;
      const left = workingDaysBetween(today, date, w.jurisdiction);
      const stage = date < today ? 'missed' : date === today ? 'today' : 'before';
      const { subject } = dueAlertWords({ ...w, stage, workingDaysLeft: left });
      return {
        headline: subject,
        contractName: w.contractName,
        label: DEADLINE_LABELS[w.deadline.kind],
        deadline: date,
        source: w.deadline.source,
        // Past a deadline by a weekend only, no working day has gone by: say how many days have.
        countdown:
          date < today && left === 0 ? `${daysText(daysUntil(date, today))} overdue` : workingDaysText(left),
        path: w.path,
      };
    });
}

/** The certifier's side: the claims received waiting for a payment schedule. */
async function dueClaimsFor(actor: Actor, now: Date): Promise<DueClaimLine[]> {
  const { accountId } = actor;
  const due = await listDueClaimsReceived(actor, now);
  return due
    .filter((r) => r.over_due_type && DUE_TYPES.has(r.over_due_type))
    .filter((r) => r.cert?.cert_status !== 'issued')
    .sort((a, b) => a.cert_due_date.localeCompare(b.cert_due_date))
    .map((r) => {
      const ids = {
        accountId,
        projectId: r.project_id,
        contractId: r.contract_id,
        contractType: 'cert' as const,
        claimId: r.claim_id,
      };
      return {
        claimName: r.payclaim_name,
        contractName: r.contract_name,
        payee: r.payee,
        deadline: r.cert_due_date,
        source: r.payment_schedule?.source,
        countdown:
          r.payment_schedule?.working_days_left != null
            ? workingDaysText(r.payment_schedule.working_days_left)
            : `due ${calendarDaysText(r.cert_due_num ?? 0)}`,
        path: r.cert
          ? certOpenPage({ ...ids, certId: r.cert.cert_id }, r.cert.cert_status)
          : startCertPage(ids),
      };
    });
}

/** Sends every summary whose time has come; returns how many emails were queued. */
export async function sendDueSummaries(now = new Date()): Promise<number> {
  const due = await db().summarySchedule.findMany({
    where: { nextRunAt: { lte: now } },
    orderBy: { nextRunAt: 'asc' },
    take: BATCH,
    include: {
      account: { select: { name: true, timeZone: true } },
    },
  });
  let queued = 0;
  for (const s of due) {
    const time: SummaryTime =
      s.kind === 'weekly'
        ? { kind: 'weekly', hour: s.hour, weekday: s.weekday ?? 1 }
        : { kind: 'daily', hour: s.hour };
    const { claims, claimer, retention } = await summaryContent(s.userId, s.accountId, now);
    const user = await db().user.findUnique({ where: { id: s.userId }, select: { email: true, name: true } });
    await db().$transaction(async (tx) => {
      const claimed = await tx.summarySchedule.updateMany({
        where: { id: s.id, nextRunAt: s.nextRunAt },
        data: { nextRunAt: nextRunAt(time, s.account.timeZone, now) },
      });
      if (claimed.count !== 1 || claims.length + claimer.length + retention.length === 0 || !user) return;
      await enqueueEmail(tx, {
        accountId: s.accountId,
        idempotencyKey: `summary:${s.id}:${s.nextRunAt.toISOString()}`,
        to: user.email,
        toName: user.name,
        template: 'due_summary',
        payload: {
          kind: s.kind,
          accountName: s.account.name,
          today: dayIn(now, s.account.timeZone),
          claims,
          listPath: claimsReceivedPage(s.accountId),
          claimer,
          retention,
        },
      });
      queued++;
    });
  }
  return queued;
}
