// One claim line as typed: how progress to date is entered (percent, quantity or value, spec §3
// claim_option), the text in its cell, and the parsers of lib/domain/numbers-input.ts with their
// §5 messages. The limits given to the parsers keep a cell within its item (at most 100%, at most
// the item's quantity or value, negative only for credit items); the server checks again on save.
import type { ProgressEntry, ValuedItem } from '@/lib/domain/line-items';
import { clamp, FULL_PERCENT, ratioBps, scale, type Cents } from '@/lib/domain/money';
import { toInputString } from '@/lib/domain/money-format';
import { parseMoney, parsePercent, parseQuantity, type ParseResult } from '@/lib/domain/numbers-input';
import type { TClaimLine } from '@/lib/schemas/claims';
import type { ClaimItem } from '../claims/claim-json';

export type ProgressOption = ProgressEntry['by'];

/** What entering progress needs of a line; `claim_option` is how it was last entered. */
export type EntryItem = Pick<
  ClaimItem,
  'contract_value' | 'quantity' | 'is_provisional' | 'value_type' | 'claim_option' | 'has_children' | 'counts'
>;

export const OPTION_LABELS: Record<ProgressOption, string> = { percent: '%', qty: 'Qty', value: 'Value' };

/** Rate items by percent or quantity; lump sums by percent or typed value; provisional sums also by value. */
export function optionsFor(item: EntryItem): ProgressOption[] {
  const options: ProgressOption[] = ['percent'];
  if (item.value_type === 'rate' && item.quantity) options.push('qty');
  if (item.value_type === 'lump' || item.is_provisional) options.push('value');
  if (item.claim_option && !options.includes(item.claim_option)) options.push(item.claim_option);
  return options;
}

/** A leaf that counts can be claimed; parents are the sum of their children. */
export const isClaimable = (item: EntryItem) => !item.has_children && item.counts;

export function entryText(entry: ProgressEntry): string {
  switch (entry.by) {
    case 'percent':
      return toInputString(entry.percent);
    case 'qty':
      return toInputString(entry.qty);
    case 'value':
      return toInputString(entry.value);
  }
}

export function parseEntry(
  item: EntryItem,
  option: ProgressOption,
  text: string,
): ParseResult<ProgressEntry> {
  const total = item.contract_value;
  const quantity = item.quantity ?? 0;
  switch (option) {
    case 'percent': {
      const r = parsePercent(text, { max: FULL_PERCENT });
      return r.ok ? { ok: true, value: { by: 'percent', percent: r.value } } : r;
    }
    case 'qty': {
      const r = parseQuantity(text, {
        allowNegative: quantity < 0,
        max: !item.is_provisional && quantity > 0 ? quantity : undefined,
      });
      return r.ok ? { ok: true, value: { by: 'qty', qty: r.value } } : r;
    }
    case 'value': {
      const r = parseMoney(text, {
        allowNegative: total < 0,
        max: !item.is_provisional && total >= 0 ? total : undefined,
      });
      return r.ok ? { ok: true, value: { by: 'value', value: r.value } } : r;
    }
  }
}

/** The same progress in another option, so switching the option does not lose what was claimed. */
export function convertEntry(item: EntryItem, toDate: Cents, option: ProgressOption): ProgressEntry {
  const total = item.contract_value;
  switch (option) {
    case 'percent':
      return { by: 'percent', percent: clamp(ratioBps(toDate, total), 0, FULL_PERCENT) };
    case 'qty':
      return { by: 'qty', qty: total === 0 ? 0 : scale(item.quantity ?? 0, toDate, total) };
    case 'value':
      return { by: 'value', value: toDate };
  }
}

/** update_one_claim's line for an entry. */
export function claimLine(lineItemId: string, entry: ProgressEntry): TClaimLine {
  switch (entry.by) {
    case 'percent':
      return { line_item_id: lineItemId, claim_option: 'percent', percent: entry.percent };
    case 'qty':
      return { line_item_id: lineItemId, claim_option: 'qty', qty: entry.qty };
    case 'value':
      return { line_item_id: lineItemId, claim_option: 'value', value: entry.value };
  }
}

/** A schedule line as the valuation of lib/domain/line-items.ts reads it. */
export function valuedItem(
  item: Pick<ClaimItem, 'value_type' | 'rate' | 'quantity' | 'contract_value' | 'is_provisional'>,
): ValuedItem {
  return {
    valueType: item.value_type,
    rate: item.rate ?? 0,
    quantity: item.quantity ?? 0,
    lumpTotal: item.contract_value,
    isProvisional: item.is_provisional,
  };
}

/**
 * Each line's value with parents the sum of their children, from the leaves' values (a leaf not in
 * `leaves` is 0). `items` in document order, parents before their children; O(n).
 */
export function rollUp(
  items: readonly Pick<ClaimItem, 'id' | 'parent_id' | 'has_children'>[],
  leaves: ReadonlyMap<string, Cents>,
): Map<string, Cents> {
  const values = new Map<string, Cents>();
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    const own = item.has_children ? (values.get(item.id) ?? 0) : (leaves.get(item.id) ?? 0);
    values.set(item.id, own);
    if (item.parent_id !== null) values.set(item.parent_id, (values.get(item.parent_id) ?? 0) + own);
  }
  return values;
}
