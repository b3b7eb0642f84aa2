import 'server-only';
// What a certificate line may say (decided here; spec §5 leaves it open):
// - only a leaf of the schedule is certified: a parent is the sum of its children;
// - an item that does not count (a rejected variation; a pending one unless the contract's
//   certify_pending_variation allows it) can only be certified at nothing — its claim, if any,
//   then needs a reason (lib/domain/cert-reasons.ts);
// - a certified amount stays between nothing and the item's whole value, on the item's side of
//   zero; a provisional sum is certified at actual cost, so it may pass its allowance.
// Certifying more than was claimed on an item is allowed (a payer may correct an under-claim), but
// like any difference it needs a reason.
import type { ErrorItem } from '@/lib/api/app-error';
import { progressValue, type ProgressEntry } from '@/lib/domain/line-items';
import type { TCertLine } from '@/lib/schemas/certs';
import type { FigureRow } from '../claims/claim-figures';
import { num, toDomainItem } from '../line-items/to-domain';

export interface CheckedCertLine {
  lineItemId: string;
  certOption: TCertLine['cert_option'];
  percent: number | null;
  quantity: bigint | null;
  toDateValue: bigint;
  /** Undefined: keep the reason already written. */
  reason: string | null | undefined;
}

export function entryOf(line: TCertLine): ProgressEntry {
  switch (line.cert_option) {
    case 'percent':
      return { by: 'percent', percent: line.percent };
    case 'qty':
      return { by: 'qty', qty: line.qty };
    case 'value':
      return { by: 'value', value: line.value };
  }
}

function problem(row: FigureRow | undefined, line: TCertLine, value: number): string | null {
  if (!row) return "This item is not in the contract's schedule.";
  if (row.hasChildren) return 'Certify the items under this one: its value is their sum.';
  if (!row.values.counts && value !== 0) {
    return 'This variation is not approved, so nothing can be certified on it.';
  }
  if (line.cert_option === 'qty' && num(row.item.quantity) === 0) {
    return 'This item has no quantity: certify it by percent or value.';
  }
  const total = row.values.total;
  if (total >= 0 ? value < 0 : value > 0) {
    return total >= 0 ? 'A certified amount cannot be negative.' : 'Certify a credit item as a credit.';
  }
  if (!row.item.isProvisional && Math.abs(value) > Math.abs(total)) {
    return 'Certify at most 100% of this item.';
  }
  return null;
}

/** Checks every line against the schedule and values it; any problem refuses the whole save. */
export function checkCertLines(
  rows: readonly FigureRow[],
  lines: readonly TCertLine[],
): { lines: CheckedCertLine[]; errors: ErrorItem[] } {
  const byId = new Map(rows.map((r) => [r.item.id, r]));
  const errors: ErrorItem[] = [];
  const checked: CheckedCertLine[] = [];
  lines.forEach((line, i) => {
    const row = byId.get(line.line_item_id);
    let value = 0;
    try {
      value = row ? progressValue(toDomainItem(row.item), entryOf(line)) : 0;
    } catch {
      errors.push({ field: `lines.${i}.${line.cert_option}`, message: 'This number is too large' });
      return;
    }
    const message = problem(row, line, value);
    if (message) {
      errors.push({ field: `lines.${i}.${row ? line.cert_option : 'line_item_id'}`, message });
      return;
    }
    checked.push({
      lineItemId: line.line_item_id,
      certOption: line.cert_option,
      percent: line.cert_option === 'percent' ? line.percent : null,
      quantity: line.cert_option === 'qty' ? BigInt(line.qty) : null,
      toDateValue: BigInt(value),
      reason: line.reason,
    });
  });
  return { lines: checked, errors };
}
