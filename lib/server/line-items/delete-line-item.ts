import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { LOCK_MESSAGES } from '@/lib/domain/line-item-fields';
import type { Actor } from '../session/resolve-actor';
import { subtreeDeletable } from './item-view';
import { recordLineItemChange } from './record-change';
import { becomeLeaf } from './tree-edits';
import { writeItem, type ContractScope } from './write-schedule';

/** Why an item with evidence stays: the comments and files of a claim or certificate explain it. */
export const HAS_EVIDENCE_MESSAGE =
  'This item cannot be deleted: comments or files are attached to it, or to an item under it, on a claim or certificate.';

/** DELETE …/lineitem/{itemId}: the item and everything under it (the foreign key cascades). */
export async function deleteLineItem(actor: Actor, scope: ContractScope, itemId: string) {
  return writeItem(actor, scope, itemId, async ({ tx, state, refs, row }) => {
    if (!subtreeDeletable(state).get(row.id)) throw new AppError('conflict', LOCK_MESSAGES.delete);
    const node = state.schedule.tree.byId.get(row.id)!;
    const ids: string[] = [];
    for (const stack = [node]; stack.length;) {
      const next = stack.pop()!;
      ids.push(next.item.id);
      stack.push(...next.children);
    }
    const count = ids.length;
    // Evidence is either party's record of a claim or certificate (lib/domain/line-evidence.ts):
    // deleting the line would take the other party's comments and files with it. The lines are
    // locked first, so evidence being added at this moment (which locks its line) is counted.
    await tx.$queryRaw`SELECT id FROM line_items WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`;
    const evidence = await Promise.all([
      tx.comment.count({ where: { lineItemId: { in: ids } } }),
      tx.attachment.count({ where: { lineItemId: { in: ids } } }),
    ]);
    if (evidence[0] + evidence[1] > 0) throw new AppError('conflict', HAS_EVIDENCE_MESSAGE);
    await tx.lineItem.deleteMany({ where: { id: row.id, contractId: row.contractId } });
    const parent = node.parent ? state.byId.get(node.parent.item.id)! : null;
    if (parent && node.parent!.children.length === 1) await becomeLeaf(tx, parent);
    await recordLineItemChange(tx, actor, refs, 'line_item.deleted', row, { count });
    return { deleted: count };
  });
}
