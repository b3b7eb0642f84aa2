import 'server-only';
// Counters for throttling, kept in PostgreSQL so that every app instance sees the same numbers.
// A counter counts hits in a fixed window that opens at its first hit; a hit after the window has
// closed starts a new one. One INSERT … ON CONFLICT … RETURNING per hit, so concurrent hits on
// any instance are all counted.
import { db } from '@/lib/db/client';

export interface CounterState {
  count: number;
  windowStart: Date;
  lastAt: Date;
}

/** Rows idle this long are deleted: longer than any window in use. */
const PRUNE_AFTER_MS = 24 * 60 * 60_000;
/** Each instance prunes at most this often. */
const PRUNE_EVERY_MS = 60_000;
let lastPrunedAt = 0;

/** Counts one hit on `key` and returns the counter as it now stands. */
export async function hitCounter(key: string, windowMs: number, now: Date): Promise<CounterState> {
  const windowOpenedAfter = new Date(now.getTime() - windowMs);
  const [row] = await db().$queryRaw<{ count: number; window_start: Date; last_at: Date }[]>`
    INSERT INTO throttle_counters (key, count, window_start, last_at) VALUES (${key}, 1, ${now}, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN throttle_counters.window_start <= ${windowOpenedAfter} THEN 1
                   ELSE throttle_counters.count + 1 END,
      window_start = CASE WHEN throttle_counters.window_start <= ${windowOpenedAfter} THEN ${now}
                          ELSE throttle_counters.window_start END,
      last_at = ${now}
    RETURNING count, window_start, last_at`;
  await pruneIdleCounters(now);
  return { count: row!.count, windowStart: row!.window_start, lastAt: row!.last_at };
}

/** The counters of `keys` whose window is still open, by key. */
export async function readCounters(
  keys: { key: string; windowMs: number }[],
  now: Date,
): Promise<Map<string, CounterState>> {
  const rows = await db().throttleCounter.findMany({ where: { key: { in: keys.map((k) => k.key) } } });
  const open = new Map<string, CounterState>();
  for (const row of rows) {
    const windowMs = keys.find((k) => k.key === row.key)!.windowMs;
    if (row.windowStart.getTime() > now.getTime() - windowMs) open.set(row.key, row);
  }
  return open;
}

export async function clearCounter(key: string): Promise<void> {
  await db().throttleCounter.deleteMany({ where: { key } });
}

async function pruneIdleCounters(now: Date): Promise<void> {
  if (Math.abs(now.getTime() - lastPrunedAt) < PRUNE_EVERY_MS) return;
  lastPrunedAt = now.getTime();
  await db().throttleCounter.deleteMany({
    where: { lastAt: { lt: new Date(now.getTime() - PRUNE_AFTER_MS) } },
  });
}
