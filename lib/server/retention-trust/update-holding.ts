import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TRetentionHolding } from '@/lib/schemas/retention-trust';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { holdingData } from './holding-data';
import { holdingJson } from './holding-json';

/** Changes a holding of the caller's account (another account's: 404). Those who may edit the account. */
export async function updateRetentionHolding(actor: Actor, holdingId: string, input: TRetentionHolding) {
  await assertCan(actor, 'account', 'edit');
  return db().$transaction(async (tx) => {
    const { count } = await tx.retentionHolding.updateMany({
      where: { id: holdingId, accountId: actor.accountId },
      data: holdingData(input),
    });
    if (count !== 1) throw new AppError('not_found');
    await recordHistory(
      tx,
      actor,
      'retention_holding.updated',
      {},
      { holding_id: holdingId, kind: input.kind },
    );
    const row = await tx.retentionHolding.findUniqueOrThrow({
      where: { id: holdingId },
      include: { _count: { select: { placements: true } } },
    });
    return { holding: holdingJson(row, row._count.placements) };
  });
}
