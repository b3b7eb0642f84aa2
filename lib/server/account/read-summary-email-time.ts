import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { SummaryKind } from '@/lib/db/generated/enums';
import type { SummaryTime } from '@/lib/domain/summary-schedule';
import type { Actor } from '../session/resolve-actor';

/** Spec §3 Email summary: the caller's daily and weekly times, with when each next goes out. */
export interface SummaryEmailTime {
  time_zone: string;
  daily: { hour: number; start_at: string } | null;
  weekly: { hour: number; weekday: number; start_at: string } | null;
}

interface ScheduleRow {
  kind: SummaryKind;
  hour: number;
  weekday: number | null;
  nextRunAt: Date;
}

export function summaryTimeOf(row: ScheduleRow): SummaryTime {
  return row.kind === 'daily'
    ? { kind: 'daily', hour: row.hour }
    : { kind: 'weekly', hour: row.hour, weekday: weekdayOf(row) };
}

/** Only updateSummaryEmailTime writes schedules, always with a weekday for a weekly one. */
function weekdayOf(row: ScheduleRow): number {
  if (row.weekday === null) throw new Error('A weekly summary schedule has no weekday');
  return row.weekday;
}

export function toSummaryEmailTime(timeZone: string, rows: ScheduleRow[]): SummaryEmailTime {
  const daily = rows.find((r) => r.kind === 'daily');
  const weekly = rows.find((r) => r.kind === 'weekly');
  return {
    time_zone: timeZone,
    daily: daily ? { hour: daily.hour, start_at: daily.nextRunAt.toISOString() } : null,
    weekly: weekly
      ? { hour: weekly.hour, weekday: weekdayOf(weekly), start_at: weekly.nextRunAt.toISOString() }
      : null,
  };
}

/** Any member manages their own summaries; nothing here reaches another user's rows. */
export async function readSummaryEmailTime(actor: Actor): Promise<SummaryEmailTime> {
  const account = await db().account.findUnique({
    where: { id: actor.accountId },
    select: {
      timeZone: true,
      summarySchedules: {
        where: { userId: actor.userId },
        select: { kind: true, hour: true, weekday: true, nextRunAt: true },
      },
    },
  });
  if (!account) throw new AppError('not_found');
  return toSummaryEmailTime(account.timeZone, account.summarySchedules);
}
