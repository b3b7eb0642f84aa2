// What the claim PDF prints: plain data built by lib/server/claims/claim-document.ts from the same
// figures the API returns. Money is in cents; dates are 'yyyy-MM-dd'.
import type { ClaimDeadlines } from '@/lib/domain/claim-deadlines';
import type { ClaimTotals } from '@/lib/domain/claim-totals';
import type { ClaimTermKey } from '@/lib/domain/document-terms';
import type { SupportingStatementData } from '@/lib/domain/supporting-statement';
import type { Jurisdiction } from '@/lib/domain/working-days';
import type { ScheduleRow } from './schedule-table';

export interface ClaimPdfRow extends ScheduleRow {
  contractValue: number;
  previous: number;
  thisClaim: number;
  toDate: number;
}

export interface AuditEntry {
  /** ISO instant. */
  at: string;
  who: string;
  what: string;
  comment: string | null;
}

export interface ClaimPdfInput {
  country: 'NZ' | 'AU' | 'GB' | 'SA' | 'AE';
  jurisdiction: Jurisdiction;
  currency: string;
  timeZone: string;
  claim: {
    number: number;
    name: string;
    /** Its title word, the payee's (lib/domain/document-terms.ts). */
    term: ClaimTermKey;
    periodFrom: string;
    periodTo: string;
    /** The dates that govern the claim, as every screen shows them (lib/domain/claim-deadlines.ts). */
    deadlines: ClaimDeadlines;
    /** The day it was served in the contract's time zone, or null before it is (printed as a draft). */
    servedOn: string | null;
    externalNotes: string | null;
  };
  contract: { name: string; number: string | null; siteAddress: string | null; trade: string | null };
  payee: string;
  payer: string;
  rows: ClaimPdfRow[];
  totals: ClaimTotals;
  auditTrail: AuditEntry[] | null;
  /** The NSW supporting statement that accompanies the claim (s13(7)), printed on its own page. */
  supportingStatement?: SupportingStatementData | null;
}
