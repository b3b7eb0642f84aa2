// Read-answer items for the unit tests of the claim screens' pure code.
import type { ClaimItem } from '../claims/claim-json';

export function claimItem(over: Partial<ClaimItem> & { id: string }): ClaimItem {
  return {
    parent_id: null,
    depth: 0,
    has_children: false,
    kind: 'base',
    label: over.id,
    description: `Item ${over.id}`,
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
    previous: 0,
    claim_option: 'percent',
    claimed_percent: 0,
    claimed_qty: null,
    to_date: 0,
    this_claim: 0,
    remaining: 0,
    certified_to_date: 0,
    ...over,
  };
}
