import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { LOCK_MESSAGES } from '@/lib/domain/line-item-fields';
import type { TLineItemOrder } from '@/lib/schemas/line-items';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { writeSchedule, type ContractScope } from './write-schedule';

/**
 * PATCH …/lineitem/order: puts one parent's children (or the top-level items) in the order given.
 * The list must be exactly the current children, so an order made from a stale screen is refused.
 * Order changes no value, so locked items may be moved too.
 */
export async function reorderLineItems(actor: Actor, scope: ContractScope, input: TLineItemOrder) {
  return writeSchedule(actor, scope, input.kind, async ({ tx, state, refs, contract }) => {
    if (input.parent_id && !state.byId.has(input.parent_id)) throw new AppError('not_found');
    const siblings = state.rows.filter((r) => r.parentId === input.parent_id).map((r) => r.id);
    const same = siblings.length === input.ids.length && input.ids.every((id) => siblings.includes(id));
    if (!same) throw new AppError('conflict', LOCK_MESSAGES.staleOrder);
    const positions = input.ids.map((_, i) => i);
    await tx.$executeRaw`
      UPDATE line_items AS l SET position = v.position
      FROM unnest(${input.ids}::uuid[], ${positions}::int[]) AS v(id, position)
      WHERE l.id = v.id AND l.contract_id = ${contract.id}::uuid`;
    await recordHistory(tx, actor, 'line_item.reordered', refs, {
      kind: input.kind,
      parent_id: input.parent_id,
      ref: input.parent_id ? state.byId.get(input.parent_id)!.label : null,
      description: input.parent_id ? state.byId.get(input.parent_id)!.description : 'Top-level items',
    });
    return { ids: input.ids };
  });
}
