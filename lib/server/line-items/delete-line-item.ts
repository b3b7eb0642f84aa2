import 'server-only';
import { AppError } from '@/lib/api/app-error';
import { LOCK_MESSAGES } from '@/lib/domain/line-item-fields';
import type { Actor } from '../session/resolve-actor';
import { subtreeDeletable } from './item-view';
import { recordLineItemChange } from './record-change';
import { becomeLeaf } from './tree-edits';
import { writeItem, type ContractScope } from './write-schedule';

/** DELETE …/lineitem/{itemId}: the item and everything under it (the foreign key cascades). */
export async function deleteLineItem(actor: Actor, scope: ContractScope, itemId: string) {
  return writeItem(actor, scope, itemId, async ({ tx, state, refs, row }) => {
    if (!subtreeDeletable(state).get(row.id)) throw new AppError('conflict', LOCK_MESSAGES.delete);
    const node = state.schedule.tree.byId.get(row.id)!;
    let count = 0;
    for (const stack = [node]; stack.length; count++) stack.push(...stack.pop()!.children);
    await tx.lineItem.deleteMany({ where: { id: row.id, contractId: row.contractId } });
    const parent = node.parent ? state.byId.get(node.parent.item.id)! : null;
    if (parent && node.parent!.children.length === 1) await becomeLeaf(tx, parent);
    await recordLineItemChange(tx, actor, refs, 'line_item.deleted', row, { count });
    return { deleted: count };
  });
}
