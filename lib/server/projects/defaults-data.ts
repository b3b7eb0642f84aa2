import 'server-only';
// Retention and payment-terms rows ⇄ the API's spec-named fields (§3 Retention, Payment terms).
// Stored units throughout: cents, basis points, whole days.
import type { PaymentTerms as TermsRow, RetentionRule } from '@/lib/db/generated/client';
import { DEFAULT_PAYMENT_TERMS, type PaymentTerms } from '@/lib/domain/due-dates';
import type { TPaymentTerms, TRetention } from '@/lib/schemas/project-defaults';

const num = (v: bigint | null) => (v === null ? null : Number(v));
const big = (v: number | null | undefined) => (v == null ? null : BigInt(v));

export function termsToApi(t: Omit<TermsRow, 'id' | 'contractId' | 'projectId'>): PaymentTerms {
  return {
    claim_due_days: t.claimDueDays,
    claim_due_term: t.claimDueTerm,
    cert_due_days: t.certDueDays,
    cert_due_term: t.certDueTerm,
    payment_due_days: t.paymentDueDays,
    payment_due_term: t.paymentDueTerm,
  };
}

export function termsToData(t: TPaymentTerms = DEFAULT_PAYMENT_TERMS) {
  return {
    claimDueDays: t.claim_due_days,
    claimDueTerm: t.claim_due_term,
    certDueDays: t.cert_due_days,
    certDueTerm: t.cert_due_term,
    paymentDueDays: t.payment_due_days,
    paymentDueTerm: t.payment_due_term,
  };
}

export type RetentionApi = ReturnType<typeof retentionToApi>;

export function retentionToApi(r: RetentionRule) {
  return {
    retention_type: r.type,
    firstpercent: r.firstBps,
    firstamount: Number(r.firstAmount),
    firstnextpercent: r.firstNextBps,
    firstnextamount: num(r.firstNextAmount),
    secondnextpercent: r.secondNextBps,
    secondnextamount: num(r.secondNextAmount),
    thirdnextpercent: r.thirdNextBps,
    thirdnextamount: num(r.thirdNextAmount),
    excesspercent: r.excessBps,
    maximum: r.type === 'contract' ? r.maximumBps : num(r.maximumAmount),
    pcd_percent: r.pcdBps,
    release_dlp_type: r.releaseDlpType,
    dlppercent: r.dlpBps,
    dlpdays: r.dlpDays,
    retention_account: r.retentionAccount,
  };
}

/**
 * The row for a retention of type contract, fixed or scale (type none stores no row: §5 "retention
 * type none removes the existing retention"). Fields a type does not use are stored empty, so a
 * switch of type never leaves a stale tier or cap behind: §5 "for contract … the first amount is
 * left out", the cap is a percent for contract and an amount for scale, and tiers belong to scale.
 */
export function retentionToData(r: TRetention) {
  const scale = r.retention_type === 'scale';
  return {
    type: r.retention_type,
    firstBps: r.firstpercent ?? 0,
    firstAmount: r.retention_type === 'contract' ? 0n : BigInt(r.firstamount ?? 0),
    firstNextBps: scale ? r.firstnextpercent : null,
    firstNextAmount: scale ? big(r.firstnextamount) : null,
    secondNextBps: scale ? r.secondnextpercent : null,
    secondNextAmount: scale ? big(r.secondnextamount) : null,
    thirdNextBps: scale ? r.thirdnextpercent : null,
    thirdNextAmount: scale ? big(r.thirdnextamount) : null,
    excessBps: scale ? r.excesspercent : null,
    maximumBps: r.retention_type === 'contract' ? r.maximum : null,
    maximumAmount: scale ? big(r.maximum) : null,
    pcdBps: r.pcd_percent ?? 0,
    releaseDlpType: r.release_dlp_type,
    dlpBps: r.dlppercent ?? 0,
    dlpDays: r.release_dlp_type === 'days' ? r.dlpdays : null,
    retentionAccount: r.retention_account || null,
  };
}
