// How a refused login travels: next-auth turns the error thrown by `authorize` into the `error`
// query parameter of its answer, so the reason (and for a throttled login, the wait) is encoded
// in that one string. The route turns a throttled refusal into 429 + Retry-After
// (throttled-response.ts) and the login page into words (components/auth/login-errors.ts).

export type LoginRefusal =
  | { reason: 'invalid' }
  /** A demo login (…@demo.test) on an installation that is not a demo. */
  | { reason: 'demo_off' }
  | { reason: 'throttled'; retryAfterSeconds: number };

export function encodeRefusal(refusal: LoginRefusal): string {
  return refusal.reason === 'throttled' ? `throttled-${refusal.retryAfterSeconds}` : refusal.reason;
}

export function decodeRefusal(error: string | null | undefined): LoginRefusal {
  if (error === 'demo_off') return { reason: 'demo_off' };
  const throttled = /^throttled-(\d{1,6})$/.exec(error ?? '');
  return throttled ? { reason: 'throttled', retryAfterSeconds: Number(throttled[1]) } : { reason: 'invalid' };
}
