import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';

/**
 * Deletes a holding no contract names (one that does: 409, nothing changes). A trust account with
 * bank lines or reconciliations is not deleted either (409): they are the records the payer must
 * keep (CCA s18FC), and deleting the account would delete them with it.
 */
export async function deleteRetentionHolding(actor: Actor, holdingId: string) {
  await assertCan(actor, 'account', 'edit');
  await db().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ used: boolean; records: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM contract_placements WHERE retention_holding_id = h.id) AS used,
             EXISTS (SELECT 1 FROM retention_bank_lines WHERE holding_id = h.id)
          OR EXISTS (SELECT 1 FROM retention_reconciliations WHERE holding_id = h.id) AS records
        FROM retention_holdings h
       WHERE h.id = ${holdingId}::uuid AND h.account_id = ${actor.accountId}::uuid
         FOR UPDATE`;
    if (!row) throw new AppError('not_found');
    if (row.used)
      throw new AppError('conflict', 'Contracts hold their retention here: move them elsewhere first.');
    if (row.records)
      throw new AppError(
        'conflict',
        'Its bank lines and reconciliations are records to keep (Construction Contracts Act 2002, s18FC): a trust account with them cannot be deleted.',
      );
    await tx.retentionHolding.delete({ where: { id: holdingId } });
    await recordHistory(tx, actor, 'retention_holding.deleted', {}, { holding_id: holdingId });
  });
}
