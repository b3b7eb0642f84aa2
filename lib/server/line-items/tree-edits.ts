import 'server-only';
import type { Tx } from '@/lib/db/client';
import type { LineItem as LineItemRow } from '@/lib/db/generated/client';
import type { ScheduleState } from './schedule-state';

/** The position after the last of a parent's children (or of the top-level items). */
export function nextPosition(rows: readonly LineItemRow[], parentId: string | null): number {
  let last = -1;
  for (const row of rows) if (row.parentId === parentId && row.position > last) last = row.position;
  return last + 1;
}

/**
 * Leaves that get their first children are from then on valued by them (§5): each becomes a lump
 * sum with no quantity, rate or unit of its own; its total is set by the parent sync. One statement
 * for all of them.
 */
export async function becomeParents(tx: Tx, state: ScheduleState, ids: Iterable<string>): Promise<void> {
  const leaves = [...ids].filter((id) => state.schedule.tree.byId.get(id)!.children.length === 0);
  if (leaves.length === 0) return;
  await tx.lineItem.updateMany({
    where: { id: { in: leaves }, contractId: state.rows[0]!.contractId },
    data: { valueType: 'lump', quantity: null, rate: null, unit: null },
  });
}

/**
 * A parent whose last child went is a leaf again, with nothing of its own: a lump sum of 0 (its
 * value was its children's), and a variation goes back to pending for a fresh decision.
 */
export async function becomeLeaf(tx: Tx, parent: LineItemRow): Promise<void> {
  await tx.lineItem.updateMany({
    where: { id: parent.id, contractId: parent.contractId },
    data: {
      valueType: 'lump',
      total: 0n,
      approvalStatus: parent.kind === 'variation' ? 'pending' : null,
      approvedDate: null,
      rejectReason: null,
    },
  });
}
