// A claims-received row as the page reads it (spec §3 claims-received row; the shape of
// GET /api/paycert/account/{acc}/claims_received), and how its states read in plain words: the
// certificate's status and the overdue type (§4); the countdowns are lib/domain/days-text.ts.
import type { ClaimDeadlineKind, DeadlineAuthority } from '@/lib/domain/claim-deadlines';
import type { OverdueType } from '@/lib/domain/overdue';

/** The payment-schedule deadline of lib/domain/claim-deadlines.ts (GoverningDeadline), counted down. */
export interface ReceivedPaymentSchedule {
  kind: ClaimDeadlineKind;
  date: string;
  applies: DeadlineAuthority;
  contract_date: string | null;
  statutory_date: string | null;
  source: string;
  consequence: string;
  estimated: boolean;
  /** Working days from today to the deadline; negative once it has passed; null once certified. */
  working_days_left: number | null;
}

export interface ClaimsReceivedRow {
  claim_id: string;
  payclaim_name: string;
  number: number;
  claim_status: string;
  project_id: string;
  project_name: string;
  contract_id: string;
  contract_name: string;
  contract_number: string | null;
  payee: string | null;
  claim_from: string | null;
  claim_to: string;
  served_on: string;
  claimed_amount: number;
  contract_cert_due_date: string;
  cert_due_date: string;
  cert_due_num: number | null;
  unclaimed_days: number | null;
  over_due_type: OverdueType;
  payment_schedule: ReceivedPaymentSchedule | null;
  cert: {
    cert_id: string;
    cert_status: string;
    certificate_number: number;
    issued_late: boolean | null;
  } | null;
}

/** §4 overdue types as a badge reads them (text, never colour alone). */
export const OVERDUE_LABELS: Record<OverdueType, string> = {
  over_due: 'Overdue',
  due_in_3_days: 'Due within 3 days',
  due_in_7_days: 'Due within 7 days',
  unclaimed_days: 'Unclaimed 30+ days',
  none: 'Not due soon',
};

/** §4 certificate states as people read them. */
export const CERT_STATUS_LABELS: Record<string, string> = {
  pending: 'To certify',
  draft: 'Draft',
  review: 'In review',
  approved: 'Approved',
  issued: 'Issued',
};

const DEADLINE_NAMES: Partial<Record<ClaimDeadlineKind, string>> = {
  payment_schedule: 'Payment schedule',
  payment_notice: 'Payment notice',
  interim_payment_certificate: 'Interim payment certificate',
};

/** What the answer to the claim is called where the contract is (NZ/AU schedule, UK notice). */
export const answerName = (kind: ClaimDeadlineKind) => DEADLINE_NAMES[kind] ?? 'Payment schedule';
