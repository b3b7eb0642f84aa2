// The browser's defences (issue 16): security headers on pages and API answers, Secure session
// cookies behind HTTPS, writes from other sites refused, and JSON bodies that must say so.
import { NextRequest } from 'next/server';
import NextAuth, { type AuthOptions } from 'next-auth';
import { encode } from 'next-auth/jwt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { callUpload } from '../support/call-upload';
import { accountWithContract } from '../support/contract-fixtures';
import { createAccountWithOwner } from '../support/factories';
import { db } from '@/lib/db/client';
import { NOT_JSON_MESSAGE } from '@/lib/api/read-json-body';
import { CROSS_SITE_MESSAGE } from '@/lib/api/same-origin';
import { proxy } from '@/proxy';
import { POST as createProject } from '@/app/api/group/account/[acc]/contract_group/route';
import { POST as upload } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/attachments/route';
import { GET as download } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/attachments/[fileId]/route';

afterEach(() => vi.unstubAllEnvs());

/** The headers every page and every /api answer must carry. */
function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
}

describe('writes from other sites', () => {
  let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
  const projects = () => db().project.count({ where: { accountId: owner.accountId } });
  const create = (headers: Record<string, string>, init: { rawBody?: string } = {}) =>
    callRoute(createProject, {
      url: 'http://claims.local/api/group/account/x/contract_group',
      method: 'POST',
      params: { acc: owner.accountId },
      rawBody: init.rawBody ?? JSON.stringify({ name: 'Tui Street Flats' }),
      headers,
    });

  beforeEach(async () => {
    owner = await createAccountWithOwner('Tui Builders');
    signInAs(owner.userId);
  });

  it('refuses a post whose Origin is another site with 403, and creates nothing', async () => {
    const res = await create({ origin: 'https://evil.example' });
    expect(res).toEqual({ status: 403, body: { errors: [{ message: CROSS_SITE_MESSAGE }] } });
    expect(await projects()).toBe(0);
  });

  it('refuses one that Sec-Fetch-Site says came from another site, with no Origin', async () => {
    const res = await create({ 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(await projects()).toBe(0);
  });

  it("accepts the app's own origin (NEXTAUTH_URL or the host asked), and clients that send none", async () => {
    vi.stubEnv('NEXTAUTH_URL', 'https://claims.example.co.nz');
    expect((await create({ origin: 'https://claims.example.co.nz', host: '127.0.0.1:3000' })).status).toBe(
      201,
    );
    expect((await create({ origin: 'http://claims.local' })).status).toBe(201);
    expect((await create({ 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await create({})).status).toBe(201);
    expect(await projects()).toBe(4);
  });

  it('refuses an upload from another site too', async () => {
    const { params } = await accountWithContract();
    const res = await callUpload(upload, {
      params,
      file: { bytes: new TextEncoder().encode('%PDF-1.7 plan'), name: 'plan.pdf', type: 'application/pdf' },
      fields: { file_type: 'drawings' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await db().attachment.count({ where: { contractId: params.c } })).toBe(0);
  });

  it('refuses a JSON text sent as text/plain (what a cross-site form can send) with 415', async () => {
    const plain = await create({ 'content-type': 'text/plain' });
    expect(plain).toEqual({ status: 415, body: { errors: [{ message: NOT_JSON_MESSAGE }] } });
    const form = await create({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(await projects()).toBe(0);
    const withCharset = await create({ 'content-type': 'application/json; charset=utf-8' });
    expect(withCharset.status).toBe(201);
  });
});

describe('security headers', () => {
  it('are on every /api answer: success, refusal and file download alike', async () => {
    const { params } = await accountWithContract();
    const created = await callUpload(upload, {
      params,
      file: { bytes: new TextEncoder().encode('%PDF-1.7 plan'), name: 'plan.pdf', type: 'application/pdf' },
      fields: { file_type: 'drawings' },
    });
    expect(created.status).toBe(201);

    const file = await download(new Request('http://localhost/x'), {
      params: Promise.resolve({ ...params, fileId: created.body.file_id }),
    });
    expect(file.status).toBe(200);
    expectSecurityHeaders(file.headers);
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await file.text()).toBe('%PDF-1.7 plan');

    signInAs(null);
    const refused = await download(new Request('http://localhost/x'), {
      params: Promise.resolve({ ...params, fileId: created.body.file_id }),
    });
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused.headers);
  });

  it('are on every page, with a fresh script nonce that Next.js also sees on the request', () => {
    const first = proxy(new NextRequest('http://localhost/dashboard'));
    const second = proxy(new NextRequest('http://localhost/login'));
    expectSecurityHeaders(first.headers);
    const policy = first.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'(;|$)/);
    // NextResponse.next({ request: { headers } }) hands the rewritten request headers to Next.js so.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('make the account cookie Secure behind HTTPS', () => {
    vi.stubEnv('NEXTAUTH_URL', 'https://claims.example.co.nz');
    const secure = proxy(new NextRequest('https://claims.example.co.nz/dashboard?account_id=a1'));
    expect(secure.headers.get('set-cookie')).toMatch(/^cc_account=a1;.*Secure/i);
    expect(secure.headers.get('content-security-policy')).toMatch(/upgrade-insecure-requests/);
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
    const plain = proxy(new NextRequest('http://localhost:3000/dashboard?account_id=a1'));
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/i);
    expect(plain.headers.get('content-security-policy')).not.toMatch(/upgrade-insecure-requests/);
  });
});

describe('session cookies behind HTTPS', () => {
  /** next-auth's options as the app builds them at start, for the given public URL. */
  async function authOptionsFor(url: string) {
    vi.stubEnv('NEXTAUTH_URL', url);
    vi.resetModules();
    return (await import('@/lib/server/auth/auth-options')).authOptions;
  }

  /** One next-auth endpoint called through its Node-style handler: Set-Cookie lines and body. */
  async function callNextAuth(options: AuthOptions, action: string, cookies: Record<string, string> = {}) {
    const headers = new Map<string, unknown>();
    let body: unknown;
    const res = {
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: unknown) => (headers.set(name.toLowerCase(), value), res),
      status: () => res,
      end: () => undefined,
      json: (value: unknown) => void (body = value),
      send: (value: unknown) => void (body = value),
    };
    const req = { method: 'GET', query: { nextauth: [action] }, cookies, headers: {}, body: undefined };
    await NextAuth(req as never, res as never, { ...options, secret: 'integration-test-secret' });
    return { setCookies: (headers.get('set-cookie') ?? []) as string[], body: body as never };
  }

  it('are Secure, under the __Secure-/__Host- names, when NEXTAUTH_URL is https; and read back', async () => {
    const options = await authOptionsFor('https://claims.example.co.nz');
    const csrf = await callNextAuth(options, 'csrf');
    expect(csrf.setCookies).toContainEqual(expect.stringMatching(/^__Host-next-auth\.csrf-token=/));
    for (const cookie of csrf.setCookies) expect(cookie).toMatch(/^__(Secure|Host)-.*; Secure/);

    const token = await encode({
      token: { uid: 'user-1', email: 'a@b.example' },
      secret: 'integration-test-secret',
    });
    const session = await callNextAuth(options, 'session', { '__Secure-next-auth.session-token': token });
    expect(session.body).toMatchObject({ user: { id: 'user-1' } });
    // The refreshed session cookie keeps the name, and is Secure, HttpOnly and SameSite=Lax.
    expect(session.setCookies).toContainEqual(
      expect.stringMatching(/^__Secure-next-auth\.session-token=.*HttpOnly; Secure; SameSite=Lax/),
    );
  });

  it('are plain over HTTP (localhost, a LAN address), where a Secure cookie would never come back', async () => {
    const options = await authOptionsFor('http://localhost:3000');
    const csrf = await callNextAuth(options, 'csrf');
    expect(csrf.setCookies).toContainEqual(expect.stringMatching(/^next-auth\.csrf-token=/));
    for (const cookie of csrf.setCookies) expect(cookie).not.toMatch(/Secure/);
  });
});
