// How a refused login travels: next-auth turns the error thrown by `authorize` into the `error`
// query parameter of its answer, so the reason (and for a throttled login, the wait) is encoded
// in that one string. The route turns a throttled refusal into 429 + Retry-After
// (throttled-response.ts) and the login page into words (components/auth/login-errors.ts).

/** Refusals said by their name alone (single sign-on's come as the login page's ?error=). */
const NAMED = ['demo_off', 'password_off', 'sso_unknown', 'sso_unverified', 'sso_failed'] as const;

export type LoginRefusal =
  | { reason: 'invalid' }
  /**
   * demo_off: a demo login (…@demo.test) on an installation that is not a demo; password_off:
   * password sign-in switched off; sso_unknown: no user has the email single sign-on vouched for;
   * sso_unverified: the provider did not vouch for one; sso_failed: the sign-in did not complete.
   */
  | { reason: (typeof NAMED)[number] }
  | { reason: 'throttled'; retryAfterSeconds: number };

export function encodeRefusal(refusal: LoginRefusal): string {
  return refusal.reason === 'throttled' ? `throttled-${refusal.retryAfterSeconds}` : refusal.reason;
}

export function decodeRefusal(error: string | null | undefined): LoginRefusal {
  const named = NAMED.find((reason) => reason === error);
  if (named) return { reason: named };
  // next-auth's own codes for an OAuth sign-in that broke off (OAuthCallback, OAuthSignin, …).
  if (error && /^(OAuth|Callback|Configuration)/.test(error)) return { reason: 'sso_failed' };
  const throttled = /^throttled-(\d{1,6})$/.exec(error ?? '');
  return throttled ? { reason: 'throttled', retryAfterSeconds: Number(throttled[1]) } : { reason: 'invalid' };
}
