import 'server-only';
import type { Contract, PaymentTerms, RetentionRule } from '@/lib/db/generated/client';
import { num } from '../line-item-rows/to-domain';
import { counterpartyName } from '../parties/counterparty';

type Party = { name: string } | null;
type PartyCompany = { id: string; name: string; accountId: string } | null;

export interface ContractRow extends Contract {
  paymentTerms: PaymentTerms | null;
  retention: RetentionRule | null;
  payerAccount: Party;
  payeeAccount: Party;
  payerCompany: PartyCompany;
  payeeCompany: PartyCompany;
}

const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
const numOrNull = (value: bigint | null) => (value === null ? null : Number(value));

/**
 * The §3 Contract fields as the API names them, seen from `side`. The other party is an account
 * once it has accepted an invitation, otherwise the company that names it in the caller's contacts.
 * A company id is only given when the company is in the caller's own contacts.
 */
export function toContractView(row: ContractRow, side: 'claim' | 'cert', accountId: string) {
  const account = side === 'claim' ? row.payerAccount : row.payeeAccount;
  const company = side === 'claim' ? row.payerCompany : row.payeeCompany;
  const terms = row.paymentTerms;
  const r = row.retention;
  return {
    id: row.id,
    name: row.name,
    contract_number: row.contractNumber,
    status: row.status,
    side,
    country: row.country,
    region: row.region,
    contract_tier: row.contractTier,
    gst: row.gstPercent,
    cis_status: row.cisStatus,
    domestic_reverse_charge: row.domesticReverseCharge,
    trade: row.trade,
    time_zone: row.timeZone,
    street_address: row.streetAddress,
    suburb: row.suburb,
    city: row.city,
    postal_code: row.postalCode,
    message: row.message,
    pcd_date: isoDate(row.pcdDate),
    dlp_date: isoDate(row.dlpDate),
    counterparty: {
      name: counterpartyName(side, row),
      on_system: account !== null,
      company_id: company?.accountId === accountId ? company.id : null,
    },
    payment_terms: terms && {
      claim_due_days: terms.claimDueDays,
      claim_due_term: terms.claimDueTerm,
      cert_due_days: terms.certDueDays,
      cert_due_term: terms.certDueTerm,
      payment_due_days: terms.paymentDueDays,
      payment_due_term: terms.paymentDueTerm,
    },
    // Stored units: percentages in basis points, amounts in cents.
    retention: r && {
      retention_type: r.type,
      firstpercent: r.firstBps,
      firstamount: num(r.firstAmount),
      firstnextpercent: r.firstNextBps,
      firstnextamount: numOrNull(r.firstNextAmount),
      secondnextpercent: r.secondNextBps,
      secondnextamount: numOrNull(r.secondNextAmount),
      thirdnextpercent: r.thirdNextBps,
      thirdnextamount: numOrNull(r.thirdNextAmount),
      excesspercent: r.excessBps,
      maximum_percent: r.maximumBps,
      maximum_amount: numOrNull(r.maximumAmount),
      pcd_percent: r.pcdBps,
      release_dlp_type: r.releaseDlpType,
      dlppercent: r.dlpBps,
      dlpdays: r.dlpDays,
      retention_account: r.retentionAccount,
    },
    /** Spec §3: the contract's claims deduct what has been paid to date (less-previous paid_to_date). */
    claim_less_paid_to_date: row.claimLessPaidToDate,
    setting: {
      maintenance_mode: row.maintenanceMode,
      certify_pending_variation: row.certifyPendingVariation,
      enable_integration_link: row.enableIntegrationLink,
      email_setting: { claim: { is_bulk: row.claimBulkEmail }, cert: { is_bulk: row.certBulkEmail } },
    },
  };
}

export type ContractView = ReturnType<typeof toContractView>;
