import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import type { Prisma } from '@/lib/db/generated/client';
import { LOCK_MESSAGES } from '@/lib/domain/line-item-fields';
import { canEdit } from '@/lib/domain/line-item-locks';
import type { TLineItemPatch } from '@/lib/schemas/line-items';
import type { Actor } from '../session/resolve-actor';
import { assertKindFields, touchesValues, valuesOrThrow } from './kind-fields';
import { diffFields, recordLineItemChange } from './record-change';
import { num } from '../line-item-rows/to-domain';
import { writeItem, type ContractScope } from './write-schedule';

/** What an upsert also states about the item, and must agree with: it cannot move or change kind. */
export interface UpsertExpectations {
  kind?: string;
  parentId?: string | null;
  isProvisional?: boolean;
}

/**
 * Changes an item's fields (PATCH, or POST upsert with an id). Kind, parent and the provisional
 * flag never change here: moving between parents is not offered, and provisional → fixed is its
 * own irreversible action. A parent's value is its children's, so its value fields are refused.
 */
export async function updateLineItem(
  actor: Actor,
  scope: ContractScope,
  itemId: string,
  input: TLineItemPatch,
  expect: UpsertExpectations = {},
) {
  return writeItem(actor, scope, itemId, async ({ tx, state, refs, row }) => {
    if (expect.kind !== undefined && expect.kind !== row.kind) {
      throw new AppError('invalid', [{ field: 'kind', message: 'An item cannot change its kind' }]);
    }
    if (expect.parentId !== undefined && expect.parentId !== row.parentId) {
      throw new AppError('invalid', [
        { field: 'parent_id', message: 'An item cannot move to another parent' },
      ]);
    }
    if (expect.isProvisional !== undefined && expect.isProvisional !== row.isProvisional) {
      const message = row.isProvisional ? 'Use Convert to Fixed Value' : LOCK_MESSAGES.fixed;
      throw new AppError('invalid', [{ field: 'is_provisional', message }]);
    }
    const subject = state.subject(row.id);
    if (!canEdit(subject)) throw new AppError('conflict', LOCK_MESSAGES.edit);
    if (subject.hasChildren && touchesValues(input)) throw new AppError('invalid', LOCK_MESSAGES.hasChildren);
    assertKindFields(row.kind, input, row.parentId === null);
    const current = {
      valueType: row.valueType,
      quantity: row.quantity === null ? null : num(row.quantity),
      rate: row.rate === null ? null : num(row.rate),
      total: num(row.total),
    };
    const values = subject.hasChildren ? current : valuesOrThrow(current, input);
    const data: Prisma.LineItemUncheckedUpdateManyInput = {
      label: input.label,
      description: input.description,
      detailedDescription: input.detailed_description,
      unit: input.unit,
      excludeRetention: input.exclude_retention,
      materialSite: input.material_site,
      variationReference: input.variation_reference,
      variationType: input.variation_type,
      valueType: values.valueType,
      quantity: values.quantity === null ? null : BigInt(values.quantity),
      rate: values.rate === null ? null : BigInt(values.rate),
      // A parent's total belongs to the parent sync; a leaf's is its value.
      total: subject.hasChildren ? undefined : BigInt(values.total),
    };
    const changes = diffFields(row, data);
    if (Object.keys(changes).length === 0) return { id: row.id };
    await tx.lineItem.updateMany({ where: { id: row.id, contractId: row.contractId }, data });
    await recordLineItemChange(tx, actor, refs, 'line_item.updated', row, { changes });
    return { id: row.id };
  });
}
