import 'server-only';
// Integration credentials are stored encrypted at rest with AES-256-GCM. The key is
// INTEGRATION_SECRET_KEY (32 bytes, base64); without it the key is derived with HKDF-SHA256 from
// NEXTAUTH_SECRET, which `npm start` always has (generated once into .data/auth-secret), so a
// first start needs no manual step. Several app instances must share whichever secret is used.
// Stored form: "v1:<iv>:<tag>:<ciphertext>", each base64.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppError } from '@/lib/errors/app-error';

const VERSION = 'v1';

export const NO_KEY_MESSAGE =
  'Integrations need INTEGRATION_SECRET_KEY (32 bytes, base64) or NEXTAUTH_SECRET to be set on the server.';

function key(): Buffer {
  const explicit = process.env.INTEGRATION_SECRET_KEY;
  if (explicit) {
    const bytes = Buffer.from(explicit, 'base64');
    if (bytes.length !== 32) throw new Error('INTEGRATION_SECRET_KEY must be 32 bytes, base64 encoded.');
    return bytes;
  }
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new AppError('unavailable', NO_KEY_MESSAGE);
  return Buffer.from(hkdfSync('sha256', secret, 'claimcert', 'integration-credentials-v1', 32));
}

export function encryptCredentials(value: Record<string, string>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
    .join(':');
}

export function decryptCredentials(stored: string): Record<string, string> {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unreadable credentials.');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
  return JSON.parse(text) as Record<string, string>;
}
