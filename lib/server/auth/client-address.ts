import 'server-only';
// Which client a request comes from, for the per-address login and sign-up limits.
//
// Route handlers never see the TCP peer. What they get is X-Forwarded-For:
// - Behind TRUST_PROXY reverse proxies (a number of hops, or "true" for one), each proxy appends
//   the address it was connected from, so the client is the entry TRUST_PROXY places from the
//   right: entries further left were written by whoever sent the request and prove nothing.
// - With no proxy (TRUST_PROXY unset), `next start` fills X-Forwarded-For with the socket address
//   only when the request has none, so for an ordinary client it is the real address, but a client
//   that sends its own header chooses its address. The per-address limit then stops a careless
//   attacker, not a careful one; the per-account delay, which does not depend on the address,
//   still holds. Deployments facing the internet should run behind a proxy and set TRUST_PROXY.
// Anything that is not an IP address is counted under one shared "unknown" key, so garbage in
// the header cannot mint fresh keys. IPv6 clients are keyed by their /64, which one host owns.
import { isIP } from 'node:net';

export const UNKNOWN_CLIENT = 'unknown';

/** TRUST_PROXY as a number of trusted hops: unset, "false" or "0" → 0; "true" → 1; "2" → 2. */
export function trustedProxyHops(setting = process.env.TRUST_PROXY): number {
  const value = (setting ?? '').trim().toLowerCase();
  if (value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) {
    throw new Error(`TRUST_PROXY must be true, false or a number of proxies, not "${setting}"`);
  }
  return hops;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/** The key of the client that sent a request with these headers. */
export function clientAddress(headers: HeaderSource, hops = trustedProxyHops()): string {
  const raw = headers instanceof Headers ? headers.get('x-forwarded-for') : headers['x-forwarded-for'];
  const entries = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return UNKNOWN_CLIENT;
  // Fewer entries than trusted hops: the request skipped a proxy, and its left-most is the best we have.
  const picked = entries[Math.max(0, entries.length - Math.max(hops, 1))]!;
  return normalise(picked);
}

function normalise(address: string): string {
  const bare = address.replace(/^\[(.*)\](?::\d+)?$/, '$1').replace(/^::ffff:(?=\d+\.)/i, '');
  const kind = isIP(bare);
  if (kind === 4) return bare;
  if (kind === 6) return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
  return UNKNOWN_CLIENT;
}

/** The eight 16-bit groups of an IPv6 address, "::" expanded, without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.toLowerCase().split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}
