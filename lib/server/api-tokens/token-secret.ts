import 'server-only';
// The secret of a personal API token: "cc_" and 43 base64url characters (256 random bits), so it
// cannot be guessed and a leaked one is easy to spot in logs and code (secret scanners can match
// the prefix). Only its SHA-256 is stored; a fast hash suffices because the secret is random, not
// a password a person chose.
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_PREFIX = 'cc_';
/** Characters shown in lists after the prefix, to recognise a token without revealing it. */
const SHOWN_CHARACTERS = 6;

export function newTokenSecret(): { secret: string; hash: string; prefix: string } {
  const secret = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return {
    secret,
    hash: hashTokenSecret(secret),
    prefix: secret.slice(0, TOKEN_PREFIX.length + SHOWN_CHARACTERS),
  };
}

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * The token a request presents in `Authorization: Bearer …`, or null when it presents none (an
 * empty or other scheme counts as none: the session cookie then decides, as before).
 */
export function bearerSecret(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1]! : null;
}
