// The claim API's answers as the browser receives them. Typed from the services that produce
// them, so a change on the server side shows up here as a type error rather than a blank cell.
import type { readClaimHistory } from '@/lib/server/claims/claim-history';
import type { readContractSummary } from '@/lib/server/claims/contract-summary';
import type { readClaimPeriod } from '@/lib/server/claims/create-claim';
import type { issueClaim } from '@/lib/server/claims/issue-claim';
import type { listClaims } from '@/lib/server/claims/list-claims';
import type { readClaim } from '@/lib/server/claims/read-claim';
import type { readReceivedClaim } from '@/lib/server/claims/read-received-claim';
import type { readClaimResendForm } from '@/lib/server/claims/read-claim-resend-form';
import type { resendClaimEmail } from '@/lib/server/claims/resend-claim-email';
import type { WorkflowResult } from '@/lib/server/approvals/run-action';

/** What JSON.stringify makes of a value: dates become ISO strings, BIGINTs numbers (lib/api/route.ts). */
export type Jsonified<T> = T extends Date
  ? string
  : T extends bigint
    ? number
    : T extends readonly (infer U)[]
      ? Jsonified<U>[]
      : T extends object
        ? { [K in keyof T]: Jsonified<T[K]> }
        : T;

type Answer<F extends (...args: never[]) => unknown> = Jsonified<Awaited<ReturnType<F>>>;

/** A service's answer as the API would send it, for pages that call the service directly. */
export function toJson<T>(value: T): Jsonified<T> {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? Number(v) : v)),
  ) as Jsonified<T>;
}

export type ClaimRead = Answer<typeof readClaim>;
export type ClaimItem = ClaimRead['items'][number];
export type ClaimTotalsJson = ClaimRead['totals'];
export type ClaimWorkflow = ClaimRead['workflow'];
export type ClaimDeadlinesJson = ClaimRead['deadlines'];
export type ClaimDeadline = ClaimDeadlinesJson['payment_schedule'];
export type ClaimAttachment = ClaimRead['attachments'][number];
export type ClaimActionName = ClaimRead['actions'][number];

/** The payer's read: the claim as served, or where to go once it has gone back to draft. */
export type ReceivedClaim = Answer<typeof readReceivedClaim>;
export type ServedClaim = Extract<ReceivedClaim, { status: 200 }>;

export type ClaimPeriod = Answer<typeof readClaimPeriod>;
export type ClaimListEntry = Answer<typeof listClaims>['claims'][number];
export type ContractSummaryEntry = Answer<typeof readContractSummary>['contractsummary'][number];
export type ClaimHistoryPage = Answer<typeof readClaimHistory>;
export type IssueAnswer = Answer<typeof issueClaim>;
/** GET and POST …/email of an issued claim (a certificate's answer the same shapes). */
export type ResendFormAnswer = Answer<typeof readClaimResendForm>;
export type ResendAnswer = Answer<typeof resendClaimEmail>;
export type WorkflowAnswer = WorkflowResult;
