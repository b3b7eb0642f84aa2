import { afterEach, describe, expect, it } from 'vitest';
import { decryptCredentials, encryptCredentials } from './credentials-crypto';
import { signatureHeader, verifySignature } from './webhook-signature';

const saved = { ...process.env };
afterEach(() => {
  process.env.INTEGRATION_SECRET_KEY = saved.INTEGRATION_SECRET_KEY;
  process.env.NEXTAUTH_SECRET = saved.NEXTAUTH_SECRET;
  if (saved.INTEGRATION_SECRET_KEY === undefined) delete process.env.INTEGRATION_SECRET_KEY;
  if (saved.NEXTAUTH_SECRET === undefined) delete process.env.NEXTAUTH_SECRET;
});

describe('integration credentials at rest (AES-256-GCM)', () => {
  it('round-trips with INTEGRATION_SECRET_KEY, a fresh IV each time, nothing readable stored', () => {
    process.env.INTEGRATION_SECRET_KEY = Buffer.alloc(32, 7).toString('base64');
    const a = encryptCredentials({ client_secret: 'top-secret' });
    const b = encryptCredentials({ client_secret: 'top-secret' });
    expect(a).not.toBe(b);
    expect(a).not.toContain('top-secret');
    expect(decryptCredentials(a)).toEqual({ client_secret: 'top-secret' });
  });

  it('derives the key from NEXTAUTH_SECRET when no key is set, and a different secret cannot read it', () => {
    delete process.env.INTEGRATION_SECRET_KEY;
    process.env.NEXTAUTH_SECRET = 'one';
    const stored = encryptCredentials({ x: 'y' });
    expect(decryptCredentials(stored)).toEqual({ x: 'y' });
    process.env.NEXTAUTH_SECRET = 'two';
    expect(() => decryptCredentials(stored)).toThrow();
  });

  it('refuses a key of the wrong length, and a tampered value', () => {
    process.env.INTEGRATION_SECRET_KEY = Buffer.alloc(16).toString('base64');
    expect(() => encryptCredentials({})).toThrow(/32 bytes/);
    process.env.INTEGRATION_SECRET_KEY = Buffer.alloc(32, 1).toString('base64');
    const [v, iv, tag, data] = encryptCredentials({ a: 'b' }).split(':');
    const flipped = Buffer.from(data!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptCredentials([v, iv, tag, flipped.toString('base64')].join(':'))).toThrow();
  });
});

describe('webhook signature', () => {
  const now = new Date('2026-11-26T08:00:00Z');
  it('verifies its own header and refuses another body, secret or an old timestamp', () => {
    const header = signatureHeader('whsec_a', '{"x":1}', now);
    expect(header).toMatch(/^t=1795680000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(header, 'whsec_a', '{"x":1}', now)).toBe(true);
    expect(verifySignature(header, 'whsec_a', '{"x":2}', now)).toBe(false);
    expect(verifySignature(header, 'whsec_b', '{"x":1}', now)).toBe(false);
    expect(verifySignature(header, 'whsec_a', '{"x":1}', new Date(now.getTime() + 301_000))).toBe(false);
    expect(verifySignature(null, 'whsec_a', '', now)).toBe(false);
    expect(verifySignature('t=x,v1=zz', 'whsec_a', '', now)).toBe(false);
  });
});
