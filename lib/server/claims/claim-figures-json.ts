import 'server-only';
// The figures in the API's snake_case shape (spec §3 line item claim fields and Claim totals).
// All amounts are integer cents, percentages basis points, quantities ×100.
import { claimTotalsJson } from '@/lib/domain/claim-totals-json';
import { ratioBps } from '@/lib/domain/money';
import { num } from '../line-items/to-domain';
import type { ClaimFigures, FigureRow } from './claim-figures';

export function itemJson({ item, depth, hasChildren, values, line }: FigureRow) {
  const option = line?.claimOption ?? 'percent';
  return {
    id: item.id,
    parent_id: item.parentId,
    depth,
    has_children: hasChildren,
    kind: item.kind,
    label: item.label,
    description: item.description,
    unit: item.unit,
    value_type: item.valueType,
    quantity: item.quantity === null ? null : num(item.quantity),
    rate: item.rate === null ? null : num(item.rate),
    is_provisional: item.isProvisional,
    exclude_retention: item.excludeRetention,
    approval_status: item.approvalStatus,
    variation_type: item.variationType,
    variation_reference: item.variationReference,
    material_site: item.materialSite,
    /** False for rejected variations, and pending ones the contract does not let count. */
    counts: values.counts,
    contract_value: values.total,
    previous: values.previous,
    claim_option: hasChildren ? null : option,
    /** As typed for a percent claim; otherwise the share of the contract value the to-date is. */
    claimed_percent: hasChildren
      ? null
      : option === 'percent' && line
        ? (line.percent ?? 0)
        : ratioBps(values.toDate, values.total),
    claimed_qty: !hasChildren && option === 'qty' && line ? num(line.quantity) : null,
    to_date: values.toDate,
    this_claim: values.thisPeriod,
    remaining: values.remaining,
    certified_to_date: values.certifiedToDate,
  };
}

export function totalsJson({ totals }: ClaimFigures) {
  return claimTotalsJson(totals);
}
