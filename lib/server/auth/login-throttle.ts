import 'server-only';
// Login throttling. Only failures count: a signed-in user can log in as often as they like.
//
// Per client address: ADDRESS_MAX_FAILURES failed logins within ADDRESS_WINDOW_MINUTES, for any
// emails, and that address is refused (429) until the window closes. This stops one client from
// trying one password on many accounts. See client-address.ts for what "address" can be trusted to mean.
//
// Per account (the email, whether or not it has a user, so the answer never tells which emails
// exist): FREE_FAILURES wrong passwords in a row cost nothing; after that each attempt must wait
// 15 s × 2^(failures − FREE_FAILURES) since the last failure, capped at MAX_DELAY_MINUTES. While a
// delay runs every attempt is refused without checking the password, the right one included —
// otherwise the delay would not slow guessing — and is not counted. A success clears the count;
// a day without failures starts it afresh.
//
// Why these numbers: at the cap a guesser gets at most 288 tries a day on one account, from any
// number of addresses. Someone trying to keep a user out can only make them wait out the current
// delay — at most 5 minutes, not the old fixed 15 — and has to keep sending a wrong password every
// few minutes, timed to beat the user to it, to keep it that way.
import { clearCounter, hitCounter, readCounters } from './throttle-counter';

export const ADDRESS_MAX_FAILURES = 20;
export const ADDRESS_WINDOW_MINUTES = 10;
export const FREE_FAILURES = 5;
export const FIRST_DELAY_SECONDS = 15;
export const MAX_DELAY_MINUTES = 5;
/** A run of failures older than this is forgotten. */
const ACCOUNT_WINDOW_MS = 24 * 60 * 60_000;
const ADDRESS_WINDOW_MS = ADDRESS_WINDOW_MINUTES * 60_000;

const accountKey = (email: string) => `login:account:${email}`;
const addressKey = (client: string) => `login:address:${client}`;

/** How long an account with `failures` wrong passwords in a row must wait after the last one. */
export function accountDelaySeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MINUTES * 60);
}

/** Seconds until a login for `email` from `client` may be tried; 0 when it may be tried now. */
export async function loginWaitSeconds(email: string, client: string | null, now: Date): Promise<number> {
  const keys = [{ key: accountKey(email), windowMs: ACCOUNT_WINDOW_MS }];
  if (client) keys.push({ key: addressKey(client), windowMs: ADDRESS_WINDOW_MS });
  const counters = await readCounters(keys, now);
  const waits = [0];
  const account = counters.get(accountKey(email));
  if (account)
    waits.push(account.lastAt.getTime() + accountDelaySeconds(account.count) * 1000 - now.getTime());
  const address = client ? counters.get(addressKey(client)) : undefined;
  if (address && address.count >= ADDRESS_MAX_FAILURES) {
    waits.push(address.windowStart.getTime() + ADDRESS_WINDOW_MS - now.getTime());
  }
  return Math.ceil(Math.max(...waits) / 1000);
}

export async function recordLoginFailure(email: string, client: string | null, now: Date): Promise<void> {
  await hitCounter(accountKey(email), ACCOUNT_WINDOW_MS, now);
  if (client) await hitCounter(addressKey(client), ADDRESS_WINDOW_MS, now);
}

/** A right password ends the account's run of failures; the address's count stays. */
export async function clearAccountFailures(email: string): Promise<void> {
  await clearCounter(accountKey(email));
}
