// Claim (and certificate) totals in the API's snake_case shape (spec §3 Claim totals): one mapping
// for the server's responses and the claim editor's live figures, so both show the same fields.
import type { ClaimTotals } from './claim-totals';

export function claimTotalsJson(t: ClaimTotals) {
  const { totals } = t.schedule;
  const bucket = (b: typeof totals.base) => ({
    contract_value: b.total,
    previous: b.previous,
    this_claim: b.thisPeriod,
    to_date: b.toDate,
  });
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
