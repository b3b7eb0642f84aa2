import 'server-only';
import type { Tx } from '@/lib/db/client';
import { recordHistory } from '../history';

/**
 * History of a change to the person rather than to one account (profile, avatar): each account
 * they belong to gets the row, so every account's audit shows changes to its members.
 */
export async function recordUserHistory(
  tx: Tx,
  userId: string,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  const memberships = await tx.membership.findMany({ where: { userId }, select: { accountId: true } });
  for (const { accountId } of memberships) {
    await recordHistory(tx, { userId, accountId, actingAsSupport: false }, action, {}, details);
  }
}
