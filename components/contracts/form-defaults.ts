// Starting values of the contract forms, from what is stored (server pages compute them).
import { DEFAULT_PAYMENT_TERMS } from '@/lib/domain/due-dates';
import {
  OTHER_TRADE,
  TRADES,
  type TCreateContractInput,
  type TPaymentTermsInput,
} from '@/lib/schemas/contracts';
import type { ContractView } from '@/lib/server/contracts/contract-view';

/** A trade outside the list was typed under 'Other' (spec §5), so it opens there again. */
export function detailsDefaults(c: ContractView): TCreateContractInput {
  const listed = (TRADES as readonly string[]).includes(c.trade ?? '');
  return {
    name: c.name,
    contract_number: c.contract_number ?? '',
    counterparty_company_id: c.counterparty.company_id ?? '',
    trade: (listed ? c.trade : c.trade ? OTHER_TRADE : '') as TCreateContractInput['trade'],
    trade_other: listed ? '' : (c.trade ?? ''),
    street_address: c.street_address ?? '',
    suburb: c.suburb ?? '',
    city: c.city ?? '',
    postal_code: c.postal_code ?? '',
    time_zone: c.time_zone,
    region: c.region ?? '',
    gst: String(c.gst),
    cis_status: c.cis_status,
    domestic_reverse_charge: c.domestic_reverse_charge,
    contract_tier: c.contract_tier,
  };
}

/** The contract's terms, or the §9 defaults to start from when it has none yet. */
export function termsDefaults(terms: ContractView['payment_terms']): TPaymentTermsInput {
  const t = terms ?? DEFAULT_PAYMENT_TERMS;
  return {
    claim_due_days: String(t.claim_due_days),
    claim_due_term: t.claim_due_term,
    cert_due_days: String(t.cert_due_days),
    cert_due_term: t.cert_due_term,
    payment_due_days: String(t.payment_due_days),
    payment_due_term: t.payment_due_term,
  };
}
