// The certificate API's answers as the browser receives them, typed from the services that produce
// them (see components/claims/claim-json.ts).
import type { Jsonified } from '@/components/claims/claim-json';
import type { issueCert } from '@/lib/server/certs/issue-cert';
import type { readCert } from '@/lib/server/certs/read-cert';
import type { readIssuedCert } from '@/lib/server/certs/read-issued-cert';

type Answer<F extends (...args: never[]) => unknown> = Jsonified<Awaited<ReturnType<F>>>;

/** The payer's full read of a certificate (GET …/cert/{cert} on the cert side). */
export type CertRead = Answer<typeof readCert>;
export type CertItem = CertRead['items'][number];
export type CertJson = CertRead['cert'];
export type CertActionName = CertRead['actions'][number];
export type CertDeadline = CertRead['payment_schedule_deadline'];

/** What a new certificate would be: every line certified as claimed (GET …/cert/empty). */

/** The claimer's read of an issued certificate. */
export type IssuedCertRead = Answer<typeof readIssuedCert>;

export type CertIssueAnswer = Answer<typeof issueCert>;
