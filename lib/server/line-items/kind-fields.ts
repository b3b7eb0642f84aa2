import 'server-only';
import { AppError, type ErrorItem } from '@/lib/errors/app-error';
import type { LineItemKind } from '@/lib/db/generated/client';
import { resolveItemValues, type ItemValues, type ItemValuesPatch } from '@/lib/domain/line-item-fields';
import type { TLineItemPatch } from '@/lib/schemas/line-items';

/** Fields that belong to one kind of item only; sending them for another kind is a mistake. */
export function assertKindFields(kind: LineItemKind, input: TLineItemPatch, isRoot: boolean): void {
  const errors: ErrorItem[] = [];
  if (kind !== 'material' && input.material_site !== undefined) {
    errors.push({ field: 'material_site', message: 'Only materials are on site or off site' });
  }
  if (kind !== 'variation') {
    for (const field of ['variation_reference', 'variation_type'] as const) {
      if (input[field] != null) errors.push({ field, message: 'Only variations have this field' });
    }
  } else if (!isRoot && input.variation_type !== undefined) {
    errors.push({
      field: 'variation_type',
      message: 'A line of a variation takes the type of its variation',
    });
  }
  if (errors.length) throw new AppError('invalid', errors);
}

/** The value fields after the change, or a 422 naming the field at fault (§5). */
export function valuesOrThrow(current: ItemValues, input: TLineItemPatch): ItemValues {
  const patch: ItemValuesPatch = {
    valueType: input.value_type,
    quantity: input.quantity,
    rate: input.rate,
    total: input.total,
  };
  const result = resolveItemValues(current, patch);
  if (!result.ok) throw new AppError('invalid', result.errors);
  return result.value;
}

export const EMPTY_VALUES: ItemValues = { valueType: 'lump', quantity: null, rate: null, total: 0 };

export const touchesValues = (input: TLineItemPatch) =>
  [input.value_type, input.quantity, input.rate, input.total].some((v) => v !== undefined);
