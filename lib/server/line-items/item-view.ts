import 'server-only';
import {
  canAddChild,
  canApproveOrReject,
  canConvertToFixed,
  canDelete,
  canEdit,
  type LockSubject,
} from '@/lib/domain/line-item-locks';
import { availableActions } from '@/lib/domain/transition';
import { LINE_ITEM_MACHINE, type LineItemStatus } from '@/lib/domain/line-item-status';
import type { LineItemView } from '@/lib/schemas/line-items';
import type { ScheduleState } from './schedule-state';
import { num } from '../line-item-rows/to-domain';

const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

/**
 * The tree in order, each item with its figures and lock flags. `mayDecide`: whether the caller's
 * party approves and rejects variations (lib/domain/contract-decisions); if not, it is offered neither.
 */
export function scheduleTree(state: ScheduleState, mayDecide: boolean): LineItemView[] {
  const { schedule } = state;
  const deletable = subtreeDeletable(state);
  const view = (id: string): LineItemView => {
    const node = schedule.tree.byId.get(id)!;
    const row = state.byId.get(id)!;
    const subject = state.subject(id);
    const status = state.approvals.get(id) ?? null;
    const decide = mayDecide ? decideActions(subject, status) : [];
    return {
      id,
      parent_id: row.parentId,
      depth: node.depth,
      position: row.position,
      kind: row.kind,
      label: row.label,
      description: row.description,
      detailed_description: row.detailedDescription,
      value_type: row.valueType,
      quantity: row.quantity === null ? null : num(row.quantity),
      unit: row.unit,
      rate: row.rate === null ? null : num(row.rate),
      total: schedule.values.get(id)!.total,
      is_provisional: row.isProvisional,
      exclude_retention: row.excludeRetention,
      material_site: row.materialSite,
      current_status: status,
      reject_reason: row.rejectReason,
      variation_reference: row.variationReference,
      variation_type: row.variationType,
      submit_date: day(row.submitDate),
      approved_date: day(row.approvedDate),
      created_at: row.createdAt.toISOString(),
      certified_to_date: schedule.values.get(id)!.certifiedToDate,
      locks: {
        edit: canEdit(subject),
        add_child: canAddChild(subject),
        delete: deletable.get(id)!,
        approve: decide.includes('approve'),
        reject: decide.includes('reject'),
        convert: canConvertToFixed(subject),
      },
      // Rows come ordered by position, so each parent's children keep that order.
      children: node.children.map((child) => view(child.item.id)),
    };
  };
  return schedule.tree.roots.map((root) => view(root.item.id));
}

/** Deleting takes the sub-items too (§7), so every one of them must be deletable as well. */
export function subtreeDeletable(state: ScheduleState): Map<string, boolean> {
  const result = new Map<string, boolean>();
  for (const { item, children } of [...state.schedule.tree.topDown].reverse()) {
    const own = canDelete(state.subject(item.id));
    result.set(item.id, own && children.every((c) => result.get(c.item.id)));
  }
  return result;
}

/** approve / reject where §4 offers them: variation lines with nothing certified against them. */
export function decideActions(subject: LockSubject, status: LineItemStatus | null) {
  const certified = subject.certifiedToDate !== 0 || subject.parentCertifiedToDate !== 0;
  if (!status || !canApproveOrReject(subject) || certified) return [];
  return availableActions(LINE_ITEM_MACHINE, status);
}
