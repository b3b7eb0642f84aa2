import 'server-only';
// The checks a claimed or certified line passes before it is saved, whichever document it is on:
// it must name an item of the contract's schedule, a leaf, one that counts (or at nothing, where
// the document allows that), typed by quantity only if the item has one, on the item's side of
// zero and — unless it is a provisional sum, valued at actual cost — at most the item's value.
// Each document words the refusals its own way and says what an uncounted item may carry.
import type { ErrorItem } from '@/lib/errors/app-error';
import { progressValue, type ProgressEntry, type ValuedItem } from '@/lib/domain/line-items';
import { num } from '../line-item-rows/to-domain';
import type { FigureRow } from '../claims/claim-figures';

type Option = ProgressEntry['by'];

/** A line as sent: the item and the one number typed for its option. */
type SentLine = { line_item_id: string } & Partial<Record<Option, number>>;

export interface LineRules<L extends SentLine> {
  option(line: L): Option;
  messages: {
    parent: string;
    noQuantity: string;
    negative: string;
    credit: string;
    over: string;
  };
  /** The refusal for this value on an item that does not count, or null when it may stand. */
  uncounted(value: number): string | null;
}

export interface CheckedProgress<L> {
  line: L;
  lineItemId: string;
  option: Option;
  percent: number | null;
  quantity: bigint | null;
  toDateValue: bigint;
}

function entryOf(option: Option, line: SentLine): ProgressEntry {
  switch (option) {
    case 'percent':
      return { by: 'percent', percent: line.percent! };
    case 'qty':
      return { by: 'qty', qty: line.qty! };
    case 'value':
      return { by: 'value', value: line.value! };
  }
}

/** What the item is worth, as progressValue reads it (not the whole item: thousands per save). */
function valued({ item }: FigureRow): ValuedItem {
  return {
    valueType: item.valueType,
    rate: num(item.rate),
    quantity: num(item.quantity),
    lumpTotal: num(item.total),
    isProvisional: item.isProvisional,
  };
}

function problem<L extends SentLine>(
  rules: LineRules<L>,
  row: FigureRow | undefined,
  option: Option,
  value: number,
): string | null {
  if (!row) return "This item is not in the contract's schedule.";
  if (row.hasChildren) return rules.messages.parent;
  if (!row.values.counts) {
    const refusal = rules.uncounted(value);
    if (refusal) return refusal;
  }
  if (option === 'qty' && num(row.item.quantity) === 0) return rules.messages.noQuantity;
  const total = row.values.total;
  if (total >= 0 ? value < 0 : value > 0) {
    return total >= 0 ? rules.messages.negative : rules.messages.credit;
  }
  if (!row.item.isProvisional && Math.abs(value) > Math.abs(total)) return rules.messages.over;
  return null;
}

/** Checks every line against the schedule and values it; any problem refuses the whole save. */
export function checkProgressLines<L extends SentLine>(
  rows: readonly FigureRow[],
  lines: readonly L[],
  rules: LineRules<L>,
): { lines: CheckedProgress<L>[]; errors: ErrorItem[] } {
  const byId = new Map(rows.map((r) => [r.item.id, r]));
  const errors: ErrorItem[] = [];
  const checked: CheckedProgress<L>[] = [];
  lines.forEach((line, i) => {
    const row = byId.get(line.line_item_id);
    const option = rules.option(line);
    let value = 0;
    try {
      value = row ? progressValue(valued(row), entryOf(option, line)) : 0;
    } catch {
      errors.push({ field: `lines.${i}.${option}`, message: 'This number is too large' });
      return;
    }
    const message = problem(rules, row, option, value);
    if (message) {
      errors.push({ field: `lines.${i}.${row ? option : 'line_item_id'}`, message });
      return;
    }
    checked.push({
      line,
      lineItemId: line.line_item_id,
      option,
      percent: option === 'percent' ? line.percent! : null,
      quantity: option === 'qty' ? BigInt(line.qty!) : null,
      toDateValue: BigInt(value),
    });
  });
  return { lines: checked, errors };
}
