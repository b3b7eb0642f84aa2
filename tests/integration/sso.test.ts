// Single sign-on (issue 29, item 3) against a real OpenID Provider the test starts (oidc-provider,
// tests/support/oidc-provider.ts), through next-auth's own route handler as a browser goes through
// it: ClaimCert's sign-in → the provider's authorization endpoint → back to the callback with a
// code, which next-auth exchanges over HTTP for the ID token, checking state, nonce and PKCE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_BASE, callAuth, cookiesFrom, serveNextAuthRequests } from '../support/next-auth-http';
import { db } from '@/lib/db/client';
import { startOidcProvider, type TestProvider } from '../support/oidc-provider';
import { createAccountWithOwner } from '../support/factories';
import { verifyCredentials } from '@/lib/server/auth/verify-credentials';
import { POST as signUpRoute } from '@/app/api/sign_up/route';
import { SSO_ONLY } from '@/lib/server/auth/sign-up';
import { callRoute } from '../support/call-route';

serveNextAuthRequests();
const { GET, POST } = await import('@/app/api/auth/[...nextauth]/route');
let idp: TestProvider;

beforeAll(async () => {
  idp = await startOidcProvider(`${AUTH_BASE}/callback/sso`);
  Object.assign(process.env, {
    NEXTAUTH_URL: 'http://localhost:3000',
    SSO_PROVIDER: 'oidc',
    SSO_ISSUER: idp.issuer,
    SSO_CLIENT_ID: idp.clientId,
    SSO_CLIENT_SECRET: idp.clientSecret,
    SSO_NAME: 'Kauri Group',
  });
});
afterAll(async () => {
  await idp.stop();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * Signs in with single sign-on as `sub`; `tamper` may change the authorization URL (the nonce sent)
 * or the callback's query (the state) on the way. Returns where the callback sends the browser and
 * the session it holds, if any.
 */
async function ssoSignIn(
  sub: string,
  tamper: { authorize?: (url: URL) => void; callback?: (query: URLSearchParams) => void } = {},
) {
  idp.signInAs = sub;
  const csrf = await callAuth(GET, ['csrf'], { headers: new Headers() });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  let jar = cookiesFrom(csrf);
  const start = await callAuth(POST, ['signin', 'sso'], {
    headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded', cookie: jar }),
    body: form({ csrfToken, callbackUrl: 'http://localhost:3000/dashboard', json: 'true' }),
  });
  jar = cookiesFrom(start, jar);
  const authorize = new URL(((await start.json()) as { url: string }).url);
  expect(authorize.origin).toBe(idp.issuer);
  expect([...authorize.searchParams.keys()]).toEqual(
    expect.arrayContaining(['state', 'nonce', 'code_challenge', 'code_challenge_method']),
  );
  tamper.authorize?.(authorize);
  // The browser at the provider: follow its redirects, with its own cookies, back to ClaimCert.
  let providerJar = '';
  let next = authorize.toString();
  for (let hops = 0; !next.startsWith(AUTH_BASE); hops++) {
    expect(hops).toBeLessThan(10);
    const res = await fetch(next, { redirect: 'manual', headers: { cookie: providerJar } });
    providerJar = cookiesFrom(res, providerJar);
    next = new URL(res.headers.get('location')!, next).toString();
  }
  const query = new URL(next).searchParams;
  tamper.callback?.(query);
  const callback = await callAuth(GET, ['callback', 'sso'], {
    headers: new Headers({ cookie: jar }),
    query: `?${query}`,
  });
  jar = cookiesFrom(callback, jar);
  const session = await callAuth(GET, ['session'], { headers: new Headers({ cookie: jar }) });
  const user = ((await session.json()) as { user?: { id?: string; email?: string } }).user ?? null;
  return { location: callback.headers.get('location'), user };
}

describe('single sign-on with an OpenID Connect provider', () => {
  it('signs in the ClaimCert user with the email the provider vouches for', async () => {
    const owner = await createAccountWithOwner('Kauri Group');
    idp.people.set('entra-7c1e', {
      email: owner.email.toUpperCase(),
      email_verified: true,
      name: 'Aroha N.',
    });
    const { location, user } = await ssoSignIn('entra-7c1e');
    expect(location).toBe('http://localhost:3000/dashboard');
    expect(user).toMatchObject({ id: owner.userId, email: owner.email });
  });

  it('does not let in, nor give an account to, an email no user has', async () => {
    idp.people.set('stranger', { email: 'stranger@elsewhere.example', email_verified: true, name: 'S' });
    const users = await db().user.count();
    const { location, user } = await ssoSignIn('stranger');
    expect(location).toBe('/login?error=sso_unknown');
    expect(user).toBeNull();
    expect(await db().user.count()).toBe(users);
  });

  it('refuses an email the provider does not vouch for', async () => {
    const owner = await createAccountWithOwner('Unverified Ltd');
    idp.people.set('unverified', { email: owner.email, email_verified: false, name: 'U' });
    const { location, user } = await ssoSignIn('unverified');
    expect(location).toBe('/login?error=sso_unverified');
    expect(user).toBeNull();
  });

  it('an invited user signs in with the invited address and joins; the set-password link is spent', async () => {
    const owner = await createAccountWithOwner('Inviting Ltd');
    const invited = await db().user.create({ data: { email: 'new.qs@inviting.example', name: 'New QS' } });
    await db().membership.create({ data: { accountId: owner.accountId, userId: invited.id, role: 'view' } });
    await db().userInvitation.create({
      data: {
        accountId: owner.accountId,
        userId: invited.id,
        tokenHash: 'hash-of-the-emailed-link',
        expiresAt: new Date(Date.now() + 864e5),
      },
    });
    idp.people.set('new-qs', { email: 'new.qs@inviting.example', email_verified: true, name: 'New QS' });
    const { user } = await ssoSignIn('new-qs');
    expect(user).toMatchObject({ id: invited.id });
    expect(await db().userInvitation.count({ where: { userId: invited.id, usedAt: null } })).toBe(0);
  });

  it('refuses a tampered state and a tampered nonce, signing nobody in', async () => {
    const owner = await createAccountWithOwner('Tamper Ltd');
    idp.people.set('tamper', { email: owner.email, email_verified: true, name: 'T' });
    const state = await ssoSignIn('tamper', { callback: (q) => q.set('state', `${q.get('state')}x`) });
    expect(state.user).toBeNull();
    // next-auth's error page sends the browser on to /login with it (pages.error), which says
    // "Single sign-on did not complete" (components/auth/login-errors.ts).
    expect(state.location).toBe('http://localhost:3000/api/auth/error?error=OAuthCallback');
    const nonce = await ssoSignIn('tamper', {
      authorize: (u) => u.searchParams.set('nonce', 'chosen-by-an-attacker'),
    });
    expect(nonce.user).toBeNull();
    expect(nonce.location).toBe('http://localhost:3000/api/auth/error?error=OAuthCallback');
  });

  it('with password sign-in off, email and password and sign-up are refused; single sign-on still works', async () => {
    const owner = await createAccountWithOwner('Sso Only Ltd');
    process.env.PASSWORD_SIGN_IN = 'false';
    const csrf = await callAuth(GET, ['csrf'], { headers: new Headers() });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const login = await callAuth(POST, ['callback', 'credentials'], {
      headers: new Headers({
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookiesFrom(csrf),
      }),
      body: form({ csrfToken, email: owner.email, password: owner.password, json: 'true' }),
    });
    expect(((await login.json()) as { url: string }).url).toContain('error=password_off');
    const signUp = await callRoute(signUpRoute, {
      url: 'http://localhost/api/sign_up',
      method: 'POST',
      body: {
        name: 'Someone',
        email: 'someone@firm.example',
        password: 'a long password',
        accountName: 'Someone Ltd',
        country: 'NZ',
        currency: 'NZD',
        timeZone: 'Pacific/Auckland',
      },
    });
    expect([signUp.status, signUp.body.errors[0].message]).toEqual([403, SSO_ONLY]);
    idp.people.set('sso-only', { email: owner.email, email_verified: true, name: 'O' });
    expect((await ssoSignIn('sso-only')).user).toMatchObject({ id: owner.userId });
    // The password itself is still right: it is the setting that refuses it.
    delete process.env.PASSWORD_SIGN_IN;
    expect((await verifyCredentials({ email: owner.email, password: owner.password })).ok).toBe(true);
  });
});

describe('a demo login’s session', () => {
  it('ends when the installation is no longer a demo', async () => {
    const { seedDemo } = await import('@/prisma/seed');
    process.env.DEMO_MODE = 'true';
    await seedDemo(db());
    const csrf = await callAuth(GET, ['csrf'], { headers: new Headers() });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    let jar = cookiesFrom(csrf);
    const login = await callAuth(POST, ['callback', 'credentials'], {
      headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded', cookie: jar }),
      body: form({ csrfToken, email: 'claimer@demo.test', password: 'demo1234', json: 'true' }),
    });
    jar = cookiesFrom(login, jar);
    const session = async () =>
      (
        (await (await callAuth(GET, ['session'], { headers: new Headers({ cookie: jar }) })).json()) as {
          user?: { id?: string };
        }
      ).user?.id ?? null;
    expect(await session()).toMatch(/^[0-9a-f-]{36}$/);
    process.env.DEMO_MODE = 'false';
    expect(await session()).toBeNull();
  });
});
