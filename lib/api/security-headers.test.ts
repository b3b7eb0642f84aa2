import { describe, expect, it } from 'vitest';
import {
  API_CONTENT_SECURITY_POLICY,
  BASE_SECURITY_HEADERS,
  newNonce,
  pageContentSecurityPolicy,
  withApiSecurityHeaders,
} from './security-headers';
import { apiJson } from './json-response';

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

const prod = { nonce: 'abc123', dev: false, https: true };

describe('pageContentSecurityPolicy', () => {
  it('forbids framing, plugins, foreign forms and base URLs', () => {
    const d = directives(pageContentSecurityPolicy(prod));
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('default-src')).toEqual(["'self'"]);
  });

  it('runs only scripts carrying the nonce (and what they load), never inline or eval in production', () => {
    const scripts = directives(pageContentSecurityPolicy(prod)).get('script-src');
    expect(scripts).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it("allows eval only in development, for React's error overlays", () => {
    const dev = directives(pageContentSecurityPolicy({ ...prod, dev: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
  });

  it("keeps the cropper's blob: and data: previews, own fonts and same-origin fetches working", () => {
    const d = directives(pageContentSecurityPolicy(prod));
    expect(d.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:']));
    expect(d.get('font-src')).toEqual(["'self'"]);
    expect(d.get('connect-src')).toContain("'self'");
    expect(d.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('upgrades insecure requests only behind HTTPS, where plain-HTTP assets would break nothing', () => {
    expect(directives(pageContentSecurityPolicy(prod)).has('upgrade-insecure-requests')).toBe(true);
    const http = directives(pageContentSecurityPolicy({ ...prod, https: false }));
    expect(http.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('newNonce', () => {
  it('is fresh for every request and fits a CSP source expression', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});

describe('withApiSecurityHeaders', () => {
  it('adds the headers and keeps status, body and the answer’s own headers', async () => {
    const original = new Response('%PDF', {
      status: 201,
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment' },
    });
    const secured = withApiSecurityHeaders(original);
    expect(secured.status).toBe(201);
    expect(await secured.text()).toBe('%PDF');
    expect(secured.headers.get('content-type')).toBe('application/pdf');
    expect(secured.headers.get('content-disposition')).toBe('attachment');
    expect(secured.headers.get('x-content-type-options')).toBe('nosniff');
    expect(secured.headers.get('x-frame-options')).toBe('DENY');
    expect(secured.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(secured.headers.get('permissions-policy')).toContain('camera=()');
    expect(secured.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(directives(API_CONTENT_SECURITY_POLICY).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('passes on as it is an answer made with them (apiJson), which carries every one', async () => {
    const made = apiJson({ saved: true });
    expect(withApiSecurityHeaders(made)).toBe(made);
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS))
      expect(made.headers.get(name)).toBe(value);
    expect(made.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(made.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await made.json()).toEqual({ saved: true });
    // Any other answer is copied with them, even one carrying the same headers.
    const lookalike = new Response('{}', { headers: made.headers });
    expect(withApiSecurityHeaders(lookalike)).not.toBe(lookalike);
  });

  it('works on answers whose headers are immutable', () => {
    const secured = withApiSecurityHeaders(Response.redirect('http://localhost/login', 303));
    expect(secured.status).toBe(303);
    expect(secured.headers.get('location')).toBe('http://localhost/login');
    expect(secured.headers.get('x-frame-options')).toBe(BASE_SECURITY_HEADERS['x-frame-options']);
  });
});
