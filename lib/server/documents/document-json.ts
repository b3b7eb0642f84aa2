import 'server-only';
// The fields a claim and a certificate both carry, in the API's snake_case shape (spec §3): the
// settings its totals are worked out with, and the figures frozen when it was issued. Each
// document's JSON puts them among its own fields (claims/claim-json.ts, certs/cert-json.ts).
import type { Claim } from '@/lib/db/generated/client';
import { num } from '../line-item-rows/to-domain';
import type { ClaimContract } from './document-contract';

type SettingsRow = Pick<
  Claim,
  | 'hasRetention'
  | 'lessPreviousOption'
  | 'customPrevious'
  | 'labourElement'
  | 'cisStatus'
  | 'domesticReverseCharge'
>;
type FrozenRow = Pick<Claim, 'grossToDate' | 'retentionToDate' | 'gstAmount' | 'totalIncludingGst'>;

/** Retention, less previous and the CIS terms: what the document's totals are worked out with. */
export function documentSettingsJson(doc: SettingsRow) {
  return {
    has_retention: doc.hasRetention,
    less_previous_option: doc.lessPreviousOption,
    custom_previous: doc.customPrevious === null ? null : num(doc.customPrevious),
    labour_element: num(doc.labourElement),
    cis_status: doc.cisStatus,
    domestic_reverse_charge: doc.domesticReverseCharge,
  };
}

/** What only the document's own side sees of its workflow and version, beside the served fields. */
export function documentStateJson(doc: Pick<Claim, 'attachAuditTrail' | 'currentStepIndex' | 'updatedAt'>) {
  return {
    attach_audit_trail: doc.attachAuditTrail,
    current_step_index: doc.currentStepIndex,
    /** Send it back with every save and info update: a stale one is refused (409). */
    updated_at: doc.updatedAt,
  };
}

/**
 * The figures frozen when it was issued (what the issued PDF states), null before; `net` is the
 * document's own net amount this period under its own name (net_this_claim, net_this_cert).
 */
export function issuedTotalsJson<Net extends Record<string, number>>(doc: FrozenRow, net: Net) {
  if (doc.totalIncludingGst === null) return null;
  return {
    gross_to_date: num(doc.grossToDate),
    retention_to_date: num(doc.retentionToDate),
    ...net,
    gst_amount: num(doc.gstAmount),
    total_including_gst: num(doc.totalIncludingGst),
  };
}

/** The contract as a claim's or certificate's answer shows it. */
export function contractJson(contract: ClaimContract, projectId: string) {
  return {
    id: contract.id,
    project_id: projectId,
    name: contract.name,
    contract_number: contract.contractNumber,
    status: contract.status,
    country: contract.country,
    region: contract.region,
    jurisdiction: contract.jurisdiction,
    gst: contract.gstPercent,
    time_zone: contract.timeZone,
    payer: contract.payerName,
    payee: contract.payeeName,
    maintenance_mode: contract.maintenanceMode,
    certify_pending_variation: contract.certifyPendingVariation,
    claim_bulk_email: contract.claimBulkEmail,
    claim_less_paid_to_date: contract.claimLessPaidToDate,
  };
}
