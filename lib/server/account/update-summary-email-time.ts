import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { nextRunAt, type SummaryTime } from '@/lib/domain/summary-schedule';
import type { TSummaryEmailTime } from '@/lib/schemas/account';
import { recordHistory } from '../history';
import type { Actor } from '../session/resolve-actor';
import { toSummaryEmailTime, type SummaryEmailTime } from './read-summary-email-time';

/**
 * Sets the caller's daily and weekly summary times (null turns one off) and when each next runs,
 * in the account's time zone. Sending the summaries is the scheduler's job, not this one's.
 */
export async function updateSummaryEmailTime(
  actor: Actor,
  input: TSummaryEmailTime,
  now = new Date(),
): Promise<SummaryEmailTime> {
  return db().$transaction(async (tx) => {
    const account = await tx.account.findUnique({
      where: { id: actor.accountId },
      select: { timeZone: true },
    });
    if (!account) throw new AppError('not_found');
    const wanted: [SummaryTime['kind'], SummaryTime | null][] = [
      ['daily', input.daily && { kind: 'daily', ...input.daily }],
      ['weekly', input.weekly && { kind: 'weekly', ...input.weekly }],
    ];
    for (const [kind, time] of wanted) {
      const key = { accountId: actor.accountId, userId: actor.userId, kind };
      if (!time) {
        await tx.summarySchedule.deleteMany({ where: key });
        continue;
      }
      const data = {
        hour: time.hour,
        weekday: time.kind === 'weekly' ? time.weekday : null,
        nextRunAt: nextRunAt(time, account.timeZone, now),
      };
      await tx.summarySchedule.upsert({
        where: { accountId_userId_kind: key },
        create: { ...key, ...data },
        update: data,
      });
    }
    await recordHistory(
      tx,
      actor,
      'summary_email_time.updated',
      {},
      { daily: input.daily, weekly: input.weekly },
    );
    const rows = await tx.summarySchedule.findMany({
      where: { accountId: actor.accountId, userId: actor.userId },
      select: { kind: true, hour: true, weekday: true, nextRunAt: true },
    });
    return toSummaryEmailTime(account.timeZone, rows);
  });
}
