import 'server-only';
// What a claim line may say (decided here; spec §5 leaves it open):
// - only a leaf of the contract's schedule that counts can be claimed: a parent is the sum of its
//   children, a rejected variation is never paid, a pending one only when the contract allows it;
// - a claim to date stays between 0 and the item's value (100%), on the item's side of zero (a
//   credit item is claimed as a credit). A provisional sum is claimed at actual cost, so its
//   value may pass the allowance;
// - "this claim" may be negative: claiming less to date than last time reduces an earlier
//   over-claim, which is the only way a claim goes down, and never below nothing done.
import type { ErrorItem } from '@/lib/errors/app-error';
import type { TClaimLine } from '@/lib/schemas/claims';
import type { FigureRow } from './claim-figures';
import { checkProgressLines, type LineRules } from '../documents/progress-line-rules';

export interface CheckedLine {
  lineItemId: string;
  claimOption: TClaimLine['claim_option'];
  /** As stored: basis points. */
  percentBps: number | null;
  quantity: bigint | null;
  toDateValue: bigint;
}

const RULES: LineRules<TClaimLine> = {
  option: (line) => line.claim_option,
  messages: {
    parent: 'Claim the items under this one: its value is their sum.',
    noQuantity: 'This item has no quantity: claim it by percent or value.',
    negative: 'A claim to date cannot be negative.',
    credit: 'Claim a credit item as a credit.',
    over: 'Claim at most 100% of this item.',
  },
  uncounted: () => 'This variation is not approved, so it cannot be claimed.',
};

export function checkClaimLines(
  rows: readonly FigureRow[],
  lines: readonly TClaimLine[],
): { lines: CheckedLine[]; errors: ErrorItem[] } {
  const checked = checkProgressLines(rows, lines, RULES);
  return {
    lines: checked.lines.map(({ lineItemId, option, percent, quantity, toDateValue }) => ({
      lineItemId,
      claimOption: option,
      percentBps: percent,
      quantity,
      toDateValue,
    })),
    errors: checked.errors,
  };
}
