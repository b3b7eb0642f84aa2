import 'server-only';
// The claim and its contract in the API's snake_case shape (spec §3 Claim); its files are
// lib/server/attachments/attachment-json.ts.
import type { Claim } from '@/lib/db/generated/client';
import { num } from '../line-item-rows/to-domain';
import { isoDate } from '@/lib/domain/date-columns';
import { documentSettingsJson, documentStateJson, issuedTotalsJson } from '../documents/document-json';

/** Fields both parties see. Internal notes and the workflow position are added for the payee only. */
export function servedClaimJson(claim: Claim) {
  return {
    id: claim.id,
    number: claim.number,
    payclaim_name: claim.name,
    status: claim.status,
    claim_from: isoDate(claim.claimFrom),
    claim_to: isoDate(claim.claimTo),
    /** Spec claim_last, claim_cert and claim_due. */
    claim_due_date: isoDate(claim.claimDueDate),
    cert_due_date: isoDate(claim.certDueDate),
    payment_due_date: isoDate(claim.paymentDueDate),
    claim_external_notes: claim.externalNotes,
    ...documentSettingsJson(claim),
    /** The payments to date "less paid to date" deducts, fixed when the claim was issued (null before). */
    previous_paid_to_date: claim.previousPaidToDate === null ? null : num(claim.previousPaidToDate),
    served_at: claim.servedAt,
    issued_totals: issuedTotalsJson(claim, { net_this_claim: num(claim.netThisClaim) }),
    created_date: claim.createdAt,
  };
}

export function claimJson(claim: Claim) {
  return {
    ...servedClaimJson(claim),
    claim_internal_notes: claim.internalNotes,
    ...documentStateJson(claim),
  };
}
