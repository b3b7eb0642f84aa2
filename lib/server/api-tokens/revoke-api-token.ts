import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { assertSessionCaller } from './assert-session-caller';
import { API_TOKEN_SELECT, toApiTokenSummary, type ApiTokenSummary } from './list-api-tokens';

/**
 * Revokes one of the account's tokens: it answers 401 from then on. Any owner or admin may revoke
 * any token of the account. 404 for a token of another account; 409 if it was already revoked.
 */
export async function revokeApiToken(
  actor: Actor,
  tokenId: string,
  now = new Date(),
): Promise<ApiTokenSummary> {
  assertSessionCaller(actor);
  await assertCan(actor, 'account', 'edit');
  return db().$transaction(async (tx) => {
    const { count } = await tx.apiToken.updateMany({
      where: { id: tokenId, accountId: actor.accountId, revokedAt: null },
      data: { revokedAt: now, revokedBy: actor.userId },
    });
    const row = await tx.apiToken.findFirst({
      where: { id: tokenId, accountId: actor.accountId },
      select: API_TOKEN_SELECT,
    });
    if (!row) throw new AppError('not_found');
    if (count !== 1) throw new AppError('conflict', 'This token was already revoked.');
    await recordHistory(tx, actor, 'api_token.revoked', {}, { token_id: row.id, name: row.name });
    return toApiTokenSummary(row, now);
  });
}
