import 'server-only';
// The figures in the API's snake_case shape (spec §3 line item claim fields and Claim totals).
// All amounts are integer cents, percentages basis points, quantities ×100.
import { claimTotalsJson } from '@/lib/domain/claim-totals-json';
import type { ClaimFigures, FigureRow } from './claim-figures';
import { scheduleItemJson, typedEntryJson } from '../documents/schedule-item-json';

export function itemJson({ item, depth, hasChildren, values, line }: FigureRow) {
  const entry = typedEntryJson(hasChildren, line?.claimOption ?? 'percent', line, values);
  return scheduleItemJson({ item, depth, hasChildren }, { approval_status: item.approvalStatus }, values, {
    previous: values.previous,
    claim_option: entry.option,
    claimed_percent: entry.percent,
    claimed_qty: entry.qty,
    to_date: values.toDate,
    this_claim: values.thisPeriod,
    remaining: values.remaining,
    certified_to_date: values.certifiedToDate,
  });
}

export function totalsJson({ totals }: ClaimFigures) {
  return claimTotalsJson(totals);
}
