import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { LOCK_MESSAGES } from '@/lib/domain/line-item-fields';
import type { Actor } from '../session/resolve-actor';
import { recordLineItemChange } from './record-change';
import { writeItem, type ContractScope } from './write-schedule';

/**
 * POST …/lineitem/{itemId}/convert-to-fixed: a provisional sum becomes a fixed value, for good
 * (§4: "this cannot be reverted" — no endpoint sets the flag back). Guarded on the flag itself.
 */
export async function convertToFixed(actor: Actor, scope: ContractScope, itemId: string) {
  return writeItem(actor, scope, itemId, async ({ tx, refs, row }) => {
    const { count } = await tx.lineItem.updateMany({
      where: { id: row.id, contractId: row.contractId, isProvisional: true },
      data: { isProvisional: false },
    });
    if (count !== 1) throw new AppError('conflict', LOCK_MESSAGES.fixed);
    await recordLineItemChange(tx, actor, refs, 'line_item.converted_to_fixed', row, {
      changes: { isProvisional: [true, false] },
    });
    return { id: row.id, is_provisional: false };
  });
}
