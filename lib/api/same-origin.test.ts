import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/errors/app-error';
import { assertSameOrigin, CROSS_SITE_MESSAGE } from './same-origin';

afterEach(() => vi.unstubAllEnvs());

function request(method: string, headers: Record<string, string>, url = 'http://app.internal:3000/api/x') {
  return new Request(url, { method, headers });
}

function refusal(req: Request): AppError | null {
  try {
    assertSameOrigin(req);
    return null;
  } catch (error) {
    return error as AppError;
  }
}

describe('assertSameOrigin', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a %s from another site with 403', (method) => {
    const error = refusal(request(method, { origin: 'https://evil.example' }));
    expect(error).toBeInstanceOf(AppError);
    expect(error!.status).toBe(403);
    expect(error!.items).toEqual([{ message: CROSS_SITE_MESSAGE }]);
  });

  it('lets reads through whatever their origin', () => {
    expect(refusal(request('GET', { origin: 'https://evil.example' }))).toBeNull();
    expect(refusal(request('HEAD', { 'sec-fetch-site': 'cross-site' }))).toBeNull();
  });

  it("accepts NEXTAUTH_URL's origin, behind a proxy that rewrote the Host", () => {
    vi.stubEnv('NEXTAUTH_URL', 'https://claims.example.co.nz/');
    const req = request('POST', { origin: 'https://claims.example.co.nz', host: 'localhost:3000' });
    expect(refusal(req)).toBeNull();
    // Same host, other scheme or port: another origin.
    expect(refusal(request('POST', { origin: 'http://claims.example.co.nz', host: 'x' }))).not.toBeNull();
    expect(
      refusal(request('POST', { origin: 'https://claims.example.co.nz:8443', host: 'x' })),
    ).not.toBeNull();
  });

  it('accepts the host the request was sent to (Host, X-Forwarded-Host, or the URL)', () => {
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
    expect(
      refusal(request('POST', { origin: 'http://192.168.1.5:3000', host: '192.168.1.5:3000' })),
    ).toBeNull();
    expect(
      refusal(
        request('POST', { origin: 'https://claims.example.com', 'x-forwarded-host': 'claims.example.com' }),
      ),
    ).toBeNull();
    expect(refusal(request('POST', { origin: 'http://app.internal:3000' }))).toBeNull();
    expect(
      refusal(request('POST', { origin: 'http://evil.example', host: 'app.internal:3000' })),
    ).not.toBeNull();
  });

  it('refuses the opaque origin "null" (sandboxed frames, cross-site redirects)', () => {
    expect(refusal(request('POST', { origin: 'null' }))).not.toBeNull();
  });

  it('without Origin, refuses only what Sec-Fetch-Site says came from another site', () => {
    expect(refusal(request('POST', { 'sec-fetch-site': 'cross-site' }))).not.toBeNull();
    expect(refusal(request('POST', { 'sec-fetch-site': 'same-origin' }))).toBeNull();
    // Server-to-server clients and old browsers send neither.
    expect(refusal(request('POST', {}))).toBeNull();
  });
});
