// What the payment certificate (payment schedule) PDF prints: plain data built by
// lib/server/certs/cert-document.ts from the same figures the API returns. Money in cents; dates
// 'yyyy-MM-dd'.
import type { CertTermKey } from '@/lib/domain/document-terms';
import type { ClaimTotals } from '@/lib/domain/claim-totals';
import type { Jurisdiction } from '@/lib/domain/working-days';
import type { AuditEntry } from './claim-pdf-types';
import type { ScheduleRow } from './schedule-table';

/** What the document is in law (lib/server/certs/schedule-deadline.ts NoticeKind). */
export type CertNotice =
  'payment_schedule' | 'payment_notice' | 'pay_less_notice' | 'interim_payment_certificate';

export interface CertPdfRow extends ScheduleRow {
  contractValue: number;
  claimedToDate: number;
  previousCertified: number;
  thisCert: number;
  certifiedToDate: number;
}

/** A leaf certified differently from the claim, with the payer's reason (CCA s21(3)(b)). */
export interface CertDifference {
  ref: string;
  description: string;
  claimedToDate: number;
  certifiedToDate: number;
  reason: string;
}

export interface CertPdfInput {
  country: 'NZ' | 'AU' | 'GB' | 'SA' | 'AE';
  jurisdiction: Jurisdiction;
  notice: CertNotice;
  currency: string;
  timeZone: string;
  cert: {
    number: number;
    name: string;
    /** Its title word, the payer's (lib/domain/document-terms.ts). */
    term: CertTermKey;
    ref: string | null;
    /** The day it was issued in the contract's time zone, or null for a draft. */
    issuedOn: string | null;
    externalNotes: string | null;
  };
  claim: {
    number: number;
    name: string;
    periodFrom: string;
    periodTo: string;
    servedOn: string;
    paymentDue: string;
  };
  contract: { name: string; number: string | null; siteAddress: string | null; trade: string | null };
  payee: string;
  payer: string;
  claimedTotals: ClaimTotals;
  totals: ClaimTotals;
  /**
   * Retention held on trust (CCA s18C; issue 31): withheld by this certificate, held for the payee
   * once it is issued, and where; null when it retains nothing.
   */
  retentionTrust: { withheld: number; heldAfter: number; heldIn: string | null } | null;
  /** The claimed and the scheduled amount (after CIS where it applies). */
  claimedAmount: number;
  scheduledAmount: number;
  differences: CertDifference[];
  /** Why retention is valued after the claim's period end (a certificate for an earlier claim), or null. */
  valuationNote: string | null;
  rows: CertPdfRow[];
  auditTrail: AuditEntry[] | null;
  /** The day (yyyy-MM-dd, contract time zone) the payee agreed to buyer-created tax invoices, or null. */
  bctiAgreedOn: string | null;
}
