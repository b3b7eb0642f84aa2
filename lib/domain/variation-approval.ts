/**
 * The approval status of every variation item, as the schedule uses it (spec §4 "Line item
 * approval status"). Decisions are taken on variation leaves; a variation with sub-items has no
 * approve or reject controls of its own, so its status is derived from its children's:
 *
 * - every child rejected → rejected (nothing in it counts);
 * - at least one child approved → approved (the approved part counts);
 * - otherwise → pending.
 *
 * A leaf with no status of its own inherits its nearest ancestor's (the demo data and older rows
 * keep the decision on the top-level variation: "children of an approved multi-variation inherit
 * its approval"); a top-level variation without one is pending, so it does not count until
 * someone approves it. Base items and materials carry no status (null).
 */
import { buildTree, type Approval, type LineItemKind } from './line-items';
import type { LineItemStatus } from './line-item-status';

export interface ApprovalNode {
  id: string;
  parentId: string | null;
  kind: LineItemKind;
  approval: Approval;
}

export function deriveParentApproval(children: readonly LineItemStatus[]): LineItemStatus {
  if (children.length > 0 && children.every((s) => s === 'rejected')) return 'rejected';
  return children.some((s) => s === 'approved') ? 'approved' : 'pending';
}

/** Each item's status after inheritance (leaves) and derivation (parents); null for non-variations. */
export function reconcileApprovals(items: readonly ApprovalNode[]): Map<string, Approval> {
  const tree = buildTree(items);
  const result = new Map<string, Approval>();
  for (const { item, parent } of tree.topDown) {
    const inherited = parent ? result.get(parent.item.id) : null;
    result.set(item.id, item.kind === 'variation' ? (item.approval ?? inherited ?? 'pending') : null);
  }
  for (const { item, children } of [...tree.topDown].reverse()) {
    if (item.kind !== 'variation' || children.length === 0) continue;
    const statuses = children.map((c) => result.get(c.item.id) ?? 'pending');
    result.set(item.id, deriveParentApproval(statuses));
  }
  return result;
}
