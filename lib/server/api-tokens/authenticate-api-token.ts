import 'server-only';
// Requests that present `Authorization: Bearer cc_…` instead of a session cookie. The token turns
// into the same Actor a session would give its maker in the token's account, with the lower of the
// token's role and the maker's current role, so every permission check downstream applies
// unchanged. Unknown, revoked and expired tokens answer 401; a client address that keeps sending
// bad tokens is throttled like failed logins (429).
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { isReadOnlyAccountRole, lowerAccountRole } from '@/lib/domain/permissions';
import { clientAddress } from '../auth/client-address';
import { hitCounter, readCounters } from '../auth/throttle-counter';
import type { Actor } from '../session/resolve-actor';
import { hashTokenSecret } from './token-secret';

export const INVALID_TOKEN_MESSAGE =
  'This API token is not valid: it may have been revoked or have expired. Make a new one in Manage Account.';
export const TOKEN_ACCOUNT_ONLY_MESSAGE =
  "An API token can only call its own account's routes (/api/…/account/{acc}/…), not this one.";

/** Bad tokens from one client address within the window before it is refused for the window's rest. */
export const TOKEN_ADDRESS_MAX_FAILURES = 20;
const TOKEN_ADDRESS_WINDOW_MS = 10 * 60_000;
/** last_used_at is written at most this often per token, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

const addressKey = (client: string) => `api-token:address:${client}`;

/**
 * The Actor a token acts as in `accountId` (the account in the route's path; null on a route that
 * names none). Throws 401 for an unknown, revoked or expired token or one whose maker has left the
 * account; 403 for a good token used on another account or on a route outside any account; 429
 * after too many bad tokens from one address.
 */
export async function authenticateApiToken(
  request: Request,
  secret: string,
  accountId: string | null,
  now = new Date(),
): Promise<Actor> {
  const client = clientAddress(request.headers);
  const counter = (
    await readCounters([{ key: addressKey(client), windowMs: TOKEN_ADDRESS_WINDOW_MS }], now)
  ).get(addressKey(client));
  if (counter && counter.count >= TOKEN_ADDRESS_MAX_FAILURES) throw new AppError('too_many_requests');

  const token = await db().apiToken.findUnique({
    where: { tokenHash: hashTokenSecret(secret) },
    select: {
      id: true,
      accountId: true,
      userId: true,
      role: true,
      revokedAt: true,
      expiresAt: true,
      lastUsedAt: true,
      account: { select: { isActive: true } },
    },
  });
  const membership = token
    ? await db().membership.findUnique({
        where: { accountId_userId: { accountId: token.accountId, userId: token.userId } },
        select: { role: true, status: true },
      })
    : null;
  const usable =
    token &&
    !token.revokedAt &&
    (!token.expiresAt || token.expiresAt > now) &&
    token.account.isActive &&
    membership?.status === 'active';
  if (!usable) {
    await hitCounter(addressKey(client), TOKEN_ADDRESS_WINDOW_MS, now);
    throw new AppError('unauthorized', INVALID_TOKEN_MESSAGE);
  }
  if (accountId === null) throw new AppError('forbidden', TOKEN_ACCOUNT_ONLY_MESSAGE);
  if (token.accountId !== accountId) throw new AppError('forbidden');

  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db().apiToken.update({ where: { id: token.id }, data: { lastUsedAt: now } });
  }
  const role = lowerAccountRole(token.role, membership.role);
  return {
    userId: token.userId,
    accountId: token.accountId,
    role,
    actingAsSupport: false,
    apiToken: { id: token.id, readOnly: isReadOnlyAccountRole(role) },
  };
}
