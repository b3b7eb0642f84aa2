import 'server-only';
// The figures in the API's snake_case shape (spec §3 line item claim fields and Claim totals).
// All amounts are integer cents, percentages basis points, quantities ×100.
import type { Amounts } from '@/lib/domain/line-items';
import { ratioBps } from '@/lib/domain/money';
import { num } from '../line-items/to-domain';
import type { ClaimFigures, FigureRow } from './claim-figures';

function bucket(a: Amounts) {
  return { contract_value: a.total, previous: a.previous, this_claim: a.thisPeriod, to_date: a.toDate };
}

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

export function totalsJson({ totals: t }: ClaimFigures) {
  const { totals } = t.schedule;
  return {
    contract_value: t.contractValue,
    base: bucket(totals.base),
    variations: bucket(totals.variations),
    materials: bucket(totals.materials),
    materials_on_site_to_date: t.materialsOnSiteToDate,
    materials_off_site_to_date: t.materialsOffSiteToDate,
    gross_to_date: t.grossToDate,
    gross_this_claim: t.grossThisClaim,
    retention: {
      cap: t.retention.cap,
      retained_to_date: t.retention.retainedToDate,
      retained_this_claim: t.retention.retainedThisClaim,
      pcd_release_to_date: t.retention.pcdReleaseToDate,
      dlp_release_to_date: t.retention.dlpReleaseToDate,
      released_to_date: t.retention.releasedToDate,
      held_to_date: t.retention.heldToDate,
    },
    less_retention: t.lessRetention,
    plus_releases: t.plusReleases,
    net_to_date: t.netToDate,
    less_previous_option: t.lessPreviousOption,
    previous_net_to_date: t.previousNetToDate,
    less_previous: t.lessPrevious,
    net_this_claim: t.netThisClaim,
    gst_percent: t.gstPercent,
    gst: t.gst,
    total_incl_gst: t.totalInclGst,
    reverse_charge: t.reverseCharge,
    reverse_charge_statement: t.reverseChargeStatement,
    cis_status: t.cisStatus,
    cis_rate: t.cisRate,
    labour_element: t.labourElementThisClaim,
    cis_deduction: t.cisDeduction,
    amount_due: t.amountDue,
  };
}
