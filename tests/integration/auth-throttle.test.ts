// Login throttling through next-auth's own route handler, as a browser's login form calls it:
// a CSRF token first, then the credentials form with json=true (tests/support/next-auth-http.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callAuth, serveNextAuthRequests } from '../support/next-auth-http';
import { createAccountWithOwner } from '../support/factories';
import { ADDRESS_MAX_FAILURES, FIRST_DELAY_SECONDS, FREE_FAILURES } from '@/lib/server/auth/login-throttle';
import { verifyCredentials } from '@/lib/server/auth/verify-credentials';

serveNextAuthRequests();
const { GET, POST } = await import('@/app/api/auth/[...nextauth]/route');

beforeAll(() => {
  process.env.NEXTAUTH_URL = 'http://localhost:3000';
});
afterAll(() => {
  delete process.env.NEXTAUTH_URL;
});
afterEach(() => {
  delete process.env.TRUST_PROXY;
});

const call = callAuth;

/** Logs in from a client whose request carries this X-Forwarded-For, as the login form does. */
async function logIn(email: string, password: string, forwardedFor: string) {
  const csrf = await call(GET, ['csrf'], { headers: new Headers() });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = new Headers({
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': forwardedFor,
    cookie,
  });
  const body = new URLSearchParams({ email, password, csrfToken, json: 'true' }).toString();
  const response = await call(POST, ['callback', 'credentials'], { headers, body });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { url: string; errors?: { message: string }[] },
  };
}

describe('login throttling over HTTP', () => {
  it(`per address: ${ADDRESS_MAX_FAILURES} failed logins for different emails, then 429 with Retry-After`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await logIn(`spray-${i}@x.example`, 'Password1!', '203.0.113.7')).status);
    }
    expect(statuses).toEqual([
      ...Array(ADDRESS_MAX_FAILURES).fill(401),
      ...Array(25 - ADDRESS_MAX_FAILURES).fill(429),
    ]);

    // The throttled address is refused even with a right password; another address is not.
    const a = await createAccountWithOwner();
    const refused = await logIn(a.email, a.password, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(10 * 60);
    expect(refused.body.errors?.[0]?.message).toMatch(/Too many attempts/);
    expect(new URL(refused.body.url).searchParams.get('error')).toMatch(/^throttled-\d+$/);
    expect((await logIn(`spray-x@x.example`, 'Password1!', '198.51.100.9')).status).toBe(401);
    expect((await logIn(a.email, a.password, '198.51.100.9')).status).toBe(200);
  });

  it('successful logins do not count: many from one address all succeed', async () => {
    const a = await createAccountWithOwner();
    for (let i = 0; i < ADDRESS_MAX_FAILURES + 2; i++) {
      expect((await logIn(a.email, a.password, '192.0.2.33')).status).toBe(200);
    }
  });

  it('per account: a progressive delay with Retry-After, the right password refused during it, then accepted', async () => {
    const a = await createAccountWithOwner();
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect((await logIn(a.email, 'wrong password', '192.0.2.10')).status).toBe(401);
    }
    // From any address: the delay belongs to the account.
    const delayed = await logIn(a.email, a.password, '192.0.2.99');
    expect(delayed.status).toBe(429);
    expect(Number(delayed.retryAfter)).toBeGreaterThan(FIRST_DELAY_SECONDS - 5);
    expect(Number(delayed.retryAfter)).toBeLessThanOrEqual(FIRST_DELAY_SECONDS);
    // Once the delay has passed (the clock moved on rather than the test waiting), the password works.
    const later = new Date(Date.now() + FIRST_DELAY_SECONDS * 1000);
    expect((await verifyCredentials({ email: a.email, password: a.password }, { now: later })).ok).toBe(true);
    expect((await logIn(a.email, a.password, '192.0.2.99')).status).toBe(200);
  });

  it('honours TRUST_PROXY: the client is the entry the trusted proxies appended, not one a client wrote', async () => {
    // Two proxies (a CDN, then a load balancer): "client, cdn-edge".
    process.env.TRUST_PROXY = '2';
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      // A forged left-most entry changes nothing: the same real client each time.
      expect((await logIn(`p-${i}@x.example`, 'x', `10.9.9.${i}, 198.51.100.20, 10.0.0.2`)).status).toBe(401);
    }
    expect((await logIn('p-last@x.example', 'x', '10.9.9.99, 198.51.100.20, 10.0.0.2')).status).toBe(429);
    // Another client behind the same proxies is its own address.
    expect((await logIn('p-other@x.example', 'x', '198.51.100.21, 10.0.0.2')).status).toBe(401);

    // Without TRUST_PROXY the right-most entry is the address: here the proxy, shared by everyone.
    delete process.env.TRUST_PROXY;
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      await logIn(`q-${i}@x.example`, 'x', `198.51.100.${30 + i}, 10.0.0.3`);
    }
    expect((await logIn('q-last@x.example', 'x', '198.51.100.99, 10.0.0.3')).status).toBe(429);
  });
});
