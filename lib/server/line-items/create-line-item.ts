import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import type { Prisma } from '@/lib/db/generated/client';
import { LOCK_MESSAGES } from '@/lib/domain/line-item-fields';
import { canAddChild } from '@/lib/domain/line-item-locks';
import type { TLineItemUpsert } from '@/lib/schemas/line-items';
import type { Actor } from '../session/resolve-actor';
import { assertKindFields, EMPTY_VALUES, valuesOrThrow } from './kind-fields';
import { diffFields, recordLineItemChange } from './record-change';
import { becomeParents, nextPosition } from './tree-edits';
import { contractToday, writeSchedule, type ContractScope } from './write-schedule';

/**
 * Adds an item (with parent_id, under that item). A variation starts pending; a line added under a
 * variation takes its parent's status and type (a line under an approved provisional sum is part
 * of what was approved). The parent stops being valued on its own: it becomes a lump sum that is
 * the total of its children.
 */
export async function createLineItem(actor: Actor, scope: ContractScope, input: TLineItemUpsert) {
  return writeSchedule(actor, scope, input.kind, async ({ tx, state, contract, refs }) => {
    const parent = input.parent_id ? state.byId.get(input.parent_id) : null;
    if (parent === undefined) throw new AppError('not_found');
    if (parent && !canAddChild(state.subject(parent.id)))
      throw new AppError('conflict', LOCK_MESSAGES.addChild);
    assertKindFields(input.kind, input, !parent);
    const values = valuesOrThrow(EMPTY_VALUES, input);
    const today = contractToday(contract.timeZone);
    const variation = input.kind === 'variation';
    const inherited = parent ? state.approvals.get(parent.id) : null;
    const status = variation ? (inherited ?? 'pending') : null;
    const data: Prisma.LineItemUncheckedCreateInput = {
      contractId: contract.id,
      parentId: parent?.id ?? null,
      kind: input.kind,
      position: nextPosition(state.rows, parent?.id ?? null),
      label: input.label ?? null,
      description: input.description,
      detailedDescription: input.detailed_description ?? null,
      valueType: values.valueType,
      quantity: values.quantity === null ? null : BigInt(values.quantity),
      unit: input.unit ?? null,
      rate: values.rate === null ? null : BigInt(values.rate),
      total: BigInt(values.total),
      isProvisional: input.is_provisional ?? false,
      excludeRetention: input.exclude_retention ?? false,
      materialSite:
        input.kind === 'material' ? (input.material_site ?? parent?.materialSite ?? 'on_site') : null,
      approvalStatus: status,
      variationReference: variation ? (input.variation_reference ?? null) : null,
      variationType: variation ? (parent?.variationType ?? input.variation_type ?? 'basic') : null,
      submitDate: variation ? today : null,
      approvedDate: status === 'approved' ? today : null,
    };
    const row = await tx.lineItem.create({ data });
    if (parent) await becomeParents(tx, state, [parent.id]);
    await recordLineItemChange(tx, actor, refs, 'line_item.created', row, { changes: diffFields({}, row) });
    return { id: row.id };
  });
}
