import 'server-only';
// The due alerts (lib/domain/reminders.ts): every reminder due now, for every person who acts on
// the contract for that side (lib/server/permissions/contract-actors.ts), as an in-app notification
// ('deadline.approaching' or 'deadline.missed') and, as their email preferences allow, an email.
//
// Exactly once per person, deadline and stage, however many app instances run this at once: one
// transaction inserts a reminder_deliveries row per (account, person, key) with ON CONFLICT DO
// NOTHING and writes the notifications and queues the emails only for the rows it inserted. A
// second worker's INSERT waits on the first's uncommitted rows and, once they commit, inserts
// nothing; if the first rolls back, the second inserts them. Rows go in key order, so two workers
// lock them in the same order.
//
// Email preferences (spec §3, /manage-account/email-summaries): "alerts about claims and
// certificates that are due" off sends no alert email; "alerts in my daily or weekly summary
// instead of one email each" sends none either when the person has a summary in that account (the
// summary carries the item). The in-app notification is written whatever the email preferences:
// they are about email, and a deadline should never be invisible in the app.
import { db } from '@/lib/db/client';
import { enqueueEmail } from '@/lib/email/outbox';
import { remindersDue, type DueReminder } from '@/lib/domain/reminders';
import { dueAlertWords, type DueAlertPayload } from '@/emails/due-alert';
import { writeNotifications } from '../notices/write-notifications';
import { contractActors, placementKey, type ContractActor } from '../permissions/contract-actors';
import { watchedDeadlines, type PlacedWatch } from './watched-deadlines';

interface Delivery {
  reminder: DueReminder<PlacedWatch>;
  to: ContractActor;
  wantsEmail: boolean;
}

function payloadOf({ watch: w, stage, workingDaysLeft }: DueReminder<PlacedWatch>): DueAlertPayload {
  return {
    accountName: w.accountName,
    kind: w.kind,
    stage,
    claimName: w.claimName,
    claimTo: w.claimTo,
    contractName: w.contractName,
    counterparty: w.counterparty,
    deadline: {
      kind: w.deadline.kind,
      date: w.deadline.date,
      source: w.deadline.source,
      consequence: w.deadline.consequence,
    },
    workingDaysLeft,
    path: w.path,
  };
}

/** Who is told of each reminder due, and whether by email too. Three more queries. */
async function deliveries(due: DueReminder<PlacedWatch>[]): Promise<Delivery[]> {
  const actors = await contractActors(due.map((r) => r.watch));
  const accountIds = [...new Set(due.map((r) => r.watch.accountId))];
  const [preferences, summaries] = await Promise.all([
    db().emailPreference.findMany({
      where: { accountId: { in: accountIds } },
      select: { accountId: true, userId: true, hasDueAlerts: true, alertSummary: true },
    }),
    db().summarySchedule.findMany({
      where: { accountId: { in: accountIds } },
      select: { accountId: true, userId: true },
    }),
  ]);
  const preference = new Map(preferences.map((p) => [`${p.accountId}:${p.userId}`, p]));
  const hasSummary = new Set(summaries.map((s) => `${s.accountId}:${s.userId}`));
  return due.flatMap((reminder) =>
    (actors.get(placementKey(reminder.watch)) ?? []).map((to) => {
      const person = `${reminder.watch.accountId}:${to.userId}`;
      // No preference row yet means the defaults: alerts on, one email each.
      const p = preference.get(person);
      const inSummary = (p?.alertSummary ?? false) && hasSummary.has(person);
      return { reminder, to, wantsEmail: (p?.hasDueAlerts ?? true) && !inSummary };
    }),
  );
}

/** Sends every due alert not sent yet; returns how many people were told and how many emails queued. */
export async function sendDueReminders(now = new Date()): Promise<{ notified: number; emailed: number }> {
  const due = remindersDue(await watchedDeadlines({}, now), now);
  if (due.length === 0) return { notified: 0, emailed: 0 };
  const all = (await deliveries(due)).sort((a, b) =>
    `${a.reminder.watch.accountId}:${a.to.userId}:${a.reminder.key}`.localeCompare(
      `${b.reminder.watch.accountId}:${b.to.userId}:${b.reminder.key}`,
    ),
  );
  if (all.length === 0) return { notified: 0, emailed: 0 };
  const result = await db().$transaction(async (tx) => {
    const inserted = await tx.$queryRaw<{ account_id: string; user_id: string; key: string }[]>`
      INSERT INTO reminder_deliveries (id, account_id, user_id, key)
      SELECT gen_random_uuid(), a, u, k
      FROM unnest(${all.map((d) => d.reminder.watch.accountId)}::uuid[],
                  ${all.map((d) => d.to.userId)}::uuid[],
                  ${all.map((d) => d.reminder.key)}::text[]) WITH ORDINALITY AS t(a, u, k, n)
      ORDER BY n
      ON CONFLICT (account_id, user_id, key) DO NOTHING
      RETURNING account_id, user_id, key`;
    const fresh = new Set(inserted.map((r) => `${r.account_id}:${r.user_id}:${r.key}`));
    const mine = all.filter((d) =>
      fresh.has(`${d.reminder.watch.accountId}:${d.to.userId}:${d.reminder.key}`),
    );
    await writeNotifications(
      tx,
      mine.map(({ reminder, to }) => ({
        accountId: reminder.watch.accountId,
        userId: to.userId,
        kind: reminder.stage === 'missed' ? 'deadline.missed' : 'deadline.approaching',
        message: dueAlertWords(payloadOf(reminder)).subject,
        link: reminder.watch.path,
      })),
    );
    const emails = mine.filter((d) => d.wantsEmail);
    for (const { reminder, to } of emails) {
      await enqueueEmail(tx, {
        accountId: reminder.watch.accountId,
        idempotencyKey: `reminder:${reminder.watch.accountId}:${to.userId}:${reminder.key}`,
        to: to.email,
        toName: to.name,
        template: 'due_alert',
        payload: payloadOf(reminder),
      });
    }
    return { notified: mine.length, emailed: emails.length };
  });
  return result;
}
