import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { roleWithin } from '@/lib/domain/permissions';
import type { TCreateApiToken } from '@/lib/schemas/api-tokens';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { assertSessionCaller } from './assert-session-caller';
import { toApiTokenSummary, API_TOKEN_SELECT, type ApiTokenSummary } from './list-api-tokens';
import { newTokenSecret } from './token-secret';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Makes a personal API token for the caller in this account. Who: those who may edit the account
 * (owner and admins), signed in in person (not through another token, and not help desk). The role
 * may not exceed the caller's own. The secret is in this answer only; the database keeps its hash.
 */
export async function createApiToken(
  actor: Actor,
  input: TCreateApiToken,
  now = new Date(),
): Promise<ApiTokenSummary & { token: string }> {
  assertSessionCaller(actor);
  await assertCan(actor, 'account', 'edit');
  if (!roleWithin(input.role, actor.role)) {
    throw new AppError('forbidden', 'A token cannot have a role above your own.');
  }
  const { secret, hash, prefix } = newTokenSecret();
  const created = await db().$transaction(async (tx) => {
    const row = await tx.apiToken.create({
      data: {
        accountId: actor.accountId,
        userId: actor.userId,
        role: input.role,
        name: input.name,
        tokenHash: hash,
        prefix,
        createdAt: now,
        expiresAt: input.expires_in_days ? new Date(now.getTime() + input.expires_in_days * DAY_MS) : null,
      },
      select: API_TOKEN_SELECT,
    });
    await recordHistory(
      tx,
      actor,
      'api_token.created',
      {},
      { token_id: row.id, name: row.name, role: row.role },
    );
    return row;
  });
  return { ...toApiTokenSummary(created, now), token: secret };
}
