import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';

/** Deletes a holding no contract names (one that does: 409, nothing changes). */
export async function deleteRetentionHolding(actor: Actor, holdingId: string) {
  await assertCan(actor, 'account', 'edit');
  await db().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ used: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM contract_placements WHERE retention_holding_id = h.id) AS used
        FROM retention_holdings h
       WHERE h.id = ${holdingId}::uuid AND h.account_id = ${actor.accountId}::uuid
         FOR UPDATE`;
    if (!row) throw new AppError('not_found');
    if (row.used)
      throw new AppError('conflict', 'Contracts hold their retention here: move them elsewhere first.');
    await tx.retentionHolding.delete({ where: { id: holdingId } });
    await recordHistory(tx, actor, 'retention_holding.deleted', {}, { holding_id: holdingId });
  });
}
