import 'server-only';
// The webhook signature (README, "Integrations: the webhook contract"): every request ClaimCert
// makes to a webhook integration carries
//   ClaimCert-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>
// where body is the exact bytes sent (empty for a GET). A receiver recomputes it with the signing
// secret shown once on connect, compares in constant time and refuses old timestamps.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'ClaimCert-Signature';
/** How old a signature a receiver should accept (the check below uses it). */
export const SIGNATURE_TOLERANCE_S = 300;

export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, body: string, now = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${signatureOf(secret, t, body)}`;
}

/** What a receiver does: true when the header signs this body with this secret, recently enough. */
export function verifySignature(
  header: string | null,
  secret: string,
  body: string,
  now = new Date(),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
