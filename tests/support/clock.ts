// Services read the clock with new Date(); a test that must happen on a given day (a claim served
// before its period, a schedule after its deadline) runs at that instant here. Only Date is faked,
// and it moves on from the instant: timers, the database driver and the SMTP sink keep real time.
import { DateTime } from 'luxon';
import { vi } from 'vitest';

export async function atInstant<T>(instant: string, run: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant), shouldAdvanceTime: true });
  try {
    return await run();
  } finally {
    vi.useRealTimers();
  }
}

/**
 * Fifteen seconds after `instant`: when to process mail queued at that instant. Later than the mail's
 * time, yet within the lease of a send in progress (LEASE_MS, 30 s: lib/jobs/lease.ts):
 * the send kicked by the request may still be under way at the test's clock, and after its lease it
 * would be taken for a crashed one and sent again.
 */
export const momentAfter = (instant: string): Date => new Date(Date.parse(instant) + 15_000);

/** 08:00 on 23 December 2026 in Auckland: the claim due date of a December 2026 NZ claim. */
export const SERVED_DEC_23 = '2026-12-22T19:00:00Z';

/** 10:00 in Auckland on a day ('yyyy-MM-dd'), as an instant: daylight saving or not. */
export const aucklandMorning = (day: string): string =>
  DateTime.fromISO(`${day}T10:00`, { zone: 'Pacific/Auckland' }).toUTC().toISO()!;
