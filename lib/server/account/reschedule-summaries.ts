import 'server-only';
import type { Tx } from '@/lib/db/client';
import { nextRunAt } from '@/lib/domain/summary-schedule';
import { summaryTimeOf } from './read-summary-email-time';

/** Recomputes every summary's next run in the account after its time zone changed. */
export async function rescheduleSummaries(
  tx: Tx,
  accountId: string,
  timeZone: string,
  now: Date,
): Promise<void> {
  const schedules = await tx.summarySchedule.findMany({ where: { accountId } });
  for (const schedule of schedules) {
    await tx.summarySchedule.update({
      where: { id: schedule.id },
      data: { nextRunAt: nextRunAt(summaryTimeOf(schedule), timeZone, now) },
    });
  }
}
