import 'server-only';
import type { Tx } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
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

/**
 * recordHistory's row as the INSERT of a statement that writes more than history (save-draft.ts):
 * written once for each row `source` (one of that statement's CTEs) returns, so not at all when
 * the statement changed nothing.
 */
export function historyInsertSql(
  actor: Pick<Actor, 'userId' | 'accountId' | 'actingAsSupport'>,
  action: string,
  refs: { projectId?: string; contractId?: string; claimId?: string; certId?: string },
  details: Record<string, unknown>,
  at: Date,
  source: Prisma.Sql,
): Prisma.Sql {
  const ref = (id: string | undefined) => Prisma.sql`${id ?? null}::uuid`;
  return Prisma.sql`
    INSERT INTO history (id, account_id, project_id, contract_id, claim_id, cert_id, actor_user_id,
                         acting_as_support, action, details, created_at)
    SELECT ${crypto.randomUUID()}::uuid, ${actor.accountId}::uuid, ${ref(refs.projectId)},
           ${ref(refs.contractId)}, ${ref(refs.claimId)}, ${ref(refs.certId)}, ${actor.userId}::uuid,
           ${actor.actingAsSupport}, ${action}, ${JSON.stringify(details)}::jsonb, ${at}::timestamptz
      FROM ${source}`;
}
