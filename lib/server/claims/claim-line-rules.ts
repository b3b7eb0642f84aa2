import 'server-only';
// What a claim line may say (decided here; spec §5 leaves it open):
// - only a leaf of the contract's schedule that counts can be claimed: a parent is the sum of its
//   children, a rejected variation is never paid, a pending one only when the contract allows it;
// - a claim to date stays between 0 and the item's value (100%), on the item's side of zero (a
//   credit item is claimed as a credit). A provisional sum is claimed at actual cost, so its
//   value may pass the allowance;
// - "this claim" may be negative: claiming less to date than last time reduces an earlier
//   over-claim, which is the only way a claim goes down, and never below nothing done.
import type { ErrorItem } from '@/lib/api/app-error';
import { progressValue, type ProgressEntry } from '@/lib/domain/line-items';
import type { TClaimLine } from '@/lib/schemas/claims';
import { num, toDomainItem } from '../line-items/to-domain';
import type { FigureRow } from './claim-figures';

export interface CheckedLine {
  lineItemId: string;
  claimOption: TClaimLine['claim_option'];
  percent: number | null;
  quantity: bigint | null;
  toDateValue: bigint;
}

function entryOf(line: TClaimLine): ProgressEntry {
  switch (line.claim_option) {
    case 'percent':
      return { by: 'percent', percent: line.percent };
    case 'qty':
      return { by: 'qty', qty: line.qty };
    case 'value':
      return { by: 'value', value: line.value };
  }
}

function problem(row: FigureRow | undefined, line: TClaimLine, value: number): string | null {
  if (!row) return "This item is not in the contract's schedule.";
  if (row.hasChildren) return 'Claim the items under this one: its value is their sum.';
  if (!row.values.counts) return 'This variation is not approved, so it cannot be claimed.';
  if (line.claim_option === 'qty' && num(row.item.quantity) === 0) {
    return 'This item has no quantity: claim it by percent or value.';
  }
  const total = row.values.total;
  if (total >= 0 ? value < 0 : value > 0) {
    return total >= 0 ? 'A claim to date cannot be negative.' : 'Claim a credit item as a credit.';
  }
  if (!row.item.isProvisional && Math.abs(value) > Math.abs(total)) {
    return 'Claim at most 100% of this item.';
  }
  return null;
}

const FIELD: Record<TClaimLine['claim_option'], string> = { percent: 'percent', qty: 'qty', value: 'value' };

/** Checks every line against the schedule and values it; any problem refuses the whole save. */
export function checkClaimLines(
  rows: readonly FigureRow[],
  lines: readonly TClaimLine[],
): { lines: CheckedLine[]; errors: ErrorItem[] } {
  const byId = new Map(rows.map((r) => [r.item.id, r]));
  const errors: ErrorItem[] = [];
  const checked: CheckedLine[] = [];
  lines.forEach((line, i) => {
    const row = byId.get(line.line_item_id);
    let value = 0;
    try {
      value = row ? progressValue(toDomainItem(row.item), entryOf(line)) : 0;
    } catch {
      errors.push({ field: `lines.${i}.${FIELD[line.claim_option]}`, message: 'This number is too large' });
      return;
    }
    const message = problem(row, line, value);
    if (message) {
      const field = row ? FIELD[line.claim_option] : 'line_item_id';
      errors.push({ field: `lines.${i}.${field}`, message });
      return;
    }
    checked.push({
      lineItemId: line.line_item_id,
      claimOption: line.claim_option,
      percent: line.claim_option === 'percent' ? line.percent : null,
      quantity: line.claim_option === 'qty' ? BigInt(line.qty) : null,
      toDateValue: BigInt(value),
    });
  });
  return { lines: checked, errors };
}
