// How often a queued message or delivery is tried, and how long it waits between tries: the
// rows keep these (their next_attempt_at is what the screens show as "will retry at"), so a retry
// is a job queued for that moment rather than the queue's own back-off.

export const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min … capped at 1 hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}
