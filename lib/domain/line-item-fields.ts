/**
 * Limits and value rules for the fields of a schedule item (spec §3 line item, §5), shared by the
 * API schema, the editor form and the CSV import so that all three refuse the same input.
 */
import { itemTotal, type ValuedItem, type ValueType } from './line-items';
import type { Cents, Hundredths } from './money';
import { toInputString } from './money-format';
import type { ParseResult } from './numbers-input';

export const LINE_ITEM_LIMITS = {
  ref: 40,
  description: 500,
  detailedDescription: 5_000,
  unit: 20,
  variationReference: 60,
  rejectReason: 1_000,
} as const;

/**
 * §9 truncates amounts above 1e11 dollars on screen, so no single item may be worth more: 1e13
 * cents. Quantities and rates (×100) get the same bound, and their product is checked separately.
 */
export const MAX_ITEM_CENTS: Cents = 10_000_000_000_000;
export const MAX_HUNDREDTHS = 10_000_000_000_000;

export const LINE_ITEM_ERRORS = {
  tooLarge: 'This total is too large (the most an item can be worth is $100,000,000,000.00)',
  rateNeedsQty: 'Enter a quantity for an item with a rate',
} as const;

/** A leaf's total (rate × quantity, or the typed lump sum), refused when out of range. */
export function checkedItemTotal(item: ValuedItem): ParseResult<Cents> {
  try {
    const total = itemTotal(item);
    if (Math.abs(total) <= MAX_ITEM_CENTS) return { ok: true, value: total };
  } catch (error) {
    // rate × quantity beyond 2^53 cents: money.ts refuses it rather than lose cents.
    if (!(error instanceof RangeError)) throw error;
  }
  return { ok: false, error: LINE_ITEM_ERRORS.tooLarge };
}

/** The value fields as stored: a lump sum (typed total, optional quantity) or a rate item. */
export interface ItemValues {
  valueType: ValueType;
  quantity: Hundredths | null;
  rate: Hundredths | null;
  total: Cents;
}

/** A change to the value fields; undefined = not given (keep), null = clear. */
export interface ItemValuesPatch {
  valueType?: ValueType;
  quantity?: Hundredths | null;
  rate?: Hundredths | null;
  total?: Cents | null;
}

export type ValuesResult =
  | { ok: true; value: ItemValues }
  | { ok: false; errors: { field: 'quantity' | 'rate' | 'total'; message: string }[] };

export const totalMismatch = (expected: Cents) =>
  `Total does not equal Qty × Rate (${toInputString(expected)})`;

/**
 * The item's values after a change (§5 "Total is rate times quantity, or typed directly"). Without
 * an explicit value type, a rate makes a rate item and a cleared rate or a typed total a lump sum.
 * A total sent with a rate must agree with rate × quantity.
 */
export function resolveItemValues(current: ItemValues, patch: ItemValuesPatch): ValuesResult {
  const valueType =
    patch.valueType ??
    (patch.rate != null ? 'rate' : patch.rate === null || patch.total != null ? 'lump' : current.valueType);
  const quantity = patch.quantity !== undefined ? patch.quantity : current.quantity;
  if (valueType === 'lump') {
    const total = patch.total !== undefined ? (patch.total ?? 0) : current.total;
    const checked = checkedItemTotal({
      valueType,
      rate: 0,
      quantity: 0,
      lumpTotal: total,
      isProvisional: false,
    });
    if (!checked.ok) return { ok: false, errors: [{ field: 'total', message: checked.error }] };
    return { ok: true, value: { valueType, quantity, rate: null, total } };
  }
  const rate = patch.rate !== undefined ? patch.rate : current.rate;
  if (quantity === null || rate === null) {
    const field = quantity === null ? 'quantity' : 'rate';
    const message = quantity === null ? LINE_ITEM_ERRORS.rateNeedsQty : 'Enter a rate';
    return { ok: false, errors: [{ field, message }] };
  }
  const checked = checkedItemTotal({ valueType, rate, quantity, lumpTotal: 0, isProvisional: false });
  if (!checked.ok) return { ok: false, errors: [{ field: 'total', message: checked.error }] };
  if (patch.total != null && patch.total !== checked.value) {
    return { ok: false, errors: [{ field: 'total', message: totalMismatch(checked.value) }] };
  }
  return { ok: true, value: { valueType, quantity, rate, total: checked.value } };
}

/** Why a control is closed (spec §4 lock rules): the server's 409 message and the editor's hint. */
export const LOCK_MESSAGES = {
  edit: 'This item is locked: it has been approved or rejected, or money has been certified against it.',
  addChild:
    'No sub-items can be added here: the item has been approved or rejected, or money has been certified against it.',
  delete:
    'This item cannot be deleted: it, or an item under it, has been approved or rejected, or money has been certified against it.',
  decide:
    'Only variation lines without sub-items are approved or rejected; a multi-variation is decided line by line.',
  decideCertified: 'Money has been certified against this variation, so its status can no longer change.',
  fixed: 'This item is already a fixed value. A fixed value cannot be made provisional again.',
  hasChildren: 'This item has sub-items: its total is the sum of theirs.',
  staleOrder: 'The list has changed since you loaded it. Refresh the page and try again.',
} as const;
