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
import type { ErrorItem } from '@/lib/errors/app-error';
import type { TCertLine } from '@/lib/schemas/certs';
import type { FigureRow } from '../claims/claim-figures';
import { checkProgressLines, type LineRules } from '../documents/progress-line-rules';

export interface CheckedCertLine {
  lineItemId: string;
  certOption: TCertLine['cert_option'];
  /** As stored: basis points. */
  percentBps: number | null;
  quantity: bigint | null;
  toDateValue: bigint;
  /** Undefined: keep the reason already written. */
  reason: string | null | undefined;
}

const RULES: LineRules<TCertLine> = {
  option: (line) => line.cert_option,
  messages: {
    parent: 'Certify the items under this one: its value is their sum.',
    noQuantity: 'This item has no quantity: certify it by percent or value.',
    negative: 'A certified amount cannot be negative.',
    credit: 'Certify a credit item as a credit.',
    over: 'Certify at most 100% of this item.',
  },
  uncounted: (value) =>
    value !== 0 ? 'This variation is not approved, so nothing can be certified on it.' : null,
};

export function checkCertLines(
  rows: readonly FigureRow[],
  lines: readonly TCertLine[],
): { lines: CheckedCertLine[]; errors: ErrorItem[] } {
  const checked = checkProgressLines(rows, lines, RULES);
  return {
    // Field by field: a rest-and-spread copy of each line cost more than checking it.
    lines: checked.lines.map((c) => ({
      lineItemId: c.lineItemId,
      certOption: c.option,
      percentBps: c.percent,
      quantity: c.quantity,
      toDateValue: c.toDateValue,
      reason: c.line.reason,
    })),
    errors: checked.errors,
  };
}
