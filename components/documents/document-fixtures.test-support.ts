// Read-answer items for the unit tests of the claim and certificate screens' pure code.
import type { CertItem } from '../certs/cert-json';
import type { ClaimItem } from '../claims/claim-json';
import type { DocumentItem } from './document-json';

/** What a line of either document says of itself: a $0 lump sum at the top level. */
function documentItem(id: string): DocumentItem {
  return {
    id,
    parent_id: null,
    depth: 0,
    has_children: false,
    kind: 'base',
    label: id,
    description: `Item ${id}`,
    unit: null,
    value_type: 'lump',
    quantity: null,
    rate: null,
    is_provisional: false,
    exclude_retention: false,
    approval_status: null,
    variation_type: null,
    variation_reference: null,
    material_site: null,
    counts: true,
    contract_value: 0,
    remaining: 0,
  };
}

export function claimItem(over: Partial<ClaimItem> & { id: string }): ClaimItem {
  return {
    ...documentItem(over.id),
    previous: 0,
    claim_option: 'percent',
    claimed_percent: 0,
    claimed_qty: null,
    to_date: 0,
    this_claim: 0,
    certified_to_date: 0,
    ...over,
  };
}

export function certItem(over: Partial<CertItem> & { id: string }): CertItem {
  return {
    ...documentItem(over.id),
    current_status: null,
    reject_reason: null,
    claim_value: 0,
    claim_percent: 0,
    current_claim: 0,
    last_period: 0,
    cert_option: 'value',
    cert_percent: 0,
    cert_qty: null,
    cert_value: 0,
    this_cert: 0,
    difference: 0,
    cert_reason: null,
    reason_status: 'empty',
    is_auto_created: false,
    added_from_cert_id: null,
    ...over,
  };
}
