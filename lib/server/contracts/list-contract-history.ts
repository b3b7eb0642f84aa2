import 'server-only';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { describeHistory } from './describe-history';
import { loadContract } from './load-contract';

/** Shown as "who" for actions taken by platform support through help desk mode. */
export const SUPPORT_NAME = 'ClaimCert support';

/**
 * GET …/history?page&limit (spec §7, §9 page size 20): the caller's account's history of the
 * contract, newest first. The other party's history stays with it: it records its drafts and
 * approvals, which one side never sees of the other.
 */
export async function listContractHistory(
  actor: Actor,
  ids: { projectId: string; contractId: string },
  paging: { page: number; limit: number },
) {
  const { contract } = await loadContract(actor, ids.contractId, { projectId: ids.projectId });
  const where = { contractId: contract.id, accountId: actor.accountId };
  const [total, rows] = await Promise.all([
    db().history.count({ where }),
    db().history.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (paging.page - 1) * paging.limit,
      take: paging.limit,
      select: {
        id: true,
        createdAt: true,
        action: true,
        details: true,
        actingAsSupport: true,
        actorUserId: true,
      },
    }),
  ]);
  const userIds = [...new Set(rows.flatMap((r) => (r.actorUserId ? [r.actorUserId] : [])))];
  const users = await db().user.findMany({
    where: { id: { in: userIds } },
    select: { id: true, name: true },
  });
  const names = new Map(users.map((u) => [u.id, u.name]));
  return {
    data: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      who: row.actingAsSupport ? SUPPORT_NAME : ((row.actorUserId && names.get(row.actorUserId)) ?? 'System'),
      action: row.action,
      what: describeHistory(row.action, row.details),
    })),
    page: paging.page,
    limit: paging.limit,
    total,
  };
}
