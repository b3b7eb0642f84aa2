import 'server-only';
// A queue row being worked on is leased, not just marked: its claim holds it for LEASE_MS, and
// the process working on it renews the hold every RENEW_MS for as long as the work takes (a slow
// mail server may take minutes). A process killed mid-work stops renewing, so the row is free for
// another instance — or the same one restarted — within LEASE_MS, not after a fixed wait long
// enough for the slowest live send.

export const LEASE_MS = 30_000;
const RENEW_MS = 10_000;

/** When a lease taken at `now` ends. */
export const leaseEnd = (now: Date) => new Date(now.getTime() + LEASE_MS);

/** Runs `work`, calling `renew` every RENEW_MS until it ends (a failed renewal is retried next time). */
export async function holdingLease<T>(renew: () => Promise<unknown>, work: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => void renew().catch(() => {}), RENEW_MS);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
