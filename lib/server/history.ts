import 'server-only';
import type { Tx } from '@/lib/db/client';
import type { Actor } from './session/resolve-actor';

/** Writes one audit row inside the caller's transaction, marking help desk actions as support's. */
export function recordHistory(
  tx: Tx,
  actor: Pick<Actor, 'userId' | 'accountId' | 'actingAsSupport'>,
  action: string,
  refs: { projectId?: string; contractId?: string; claimId?: string; certId?: string } = {},
  details?: Record<string, unknown>,
) {
  return tx.history.create({
    data: {
      accountId: actor.accountId,
      actorUserId: actor.userId,
      actingAsSupport: actor.actingAsSupport,
      action,
      details: details as never,
      ...refs,
    },
  });
}
