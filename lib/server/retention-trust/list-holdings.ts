import 'server-only';
import { db } from '@/lib/db/client';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { holdingJson } from './holding-json';

/**
 * Where the account holds the retention money it withholds: its trust accounts and instruments,
 * each with how many of its contracts name it. Anyone who may view the account.
 */
export async function listRetentionHoldings(actor: Actor) {
  await assertCan(actor, 'account', 'view');
  const rows = await db().retentionHolding.findMany({
    where: { accountId: actor.accountId },
    orderBy: [{ kind: 'asc' }, { createdAt: 'asc' }],
    include: { _count: { select: { placements: true } } },
  });
  return { holdings: rows.map((h) => holdingJson(h, h._count.placements)) };
}
