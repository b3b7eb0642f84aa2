// Where each certificate screen (spec §2 make-cert / review-cert / claims-received routes) and
// certificate endpoint (§7 "Certs" and "paycert") lives, in one place.
import type { ClaimContractIds, ClaimIds } from '@/components/claims/claim-paths';

export interface CertIds extends ClaimIds {
  certId: string;
}

const query = (ids: { accountId: string }) => `?account_id=${ids.accountId}`;
const tail = (ids: ClaimIds) => `${ids.contractType}/${ids.projectId}/${ids.contractId}/${ids.claimId}`;

/** /claims-received: the claims served on the account, by bucket. */
export const claimsReceivedPage = (accountId: string, bucket?: string) =>
  `/claims-received?account_id=${accountId}${bucket ? `&bucket=${bucket}` : ''}`;

/** /make-cert/cert/{proId}/{contractId}/record: record a claim served by a payee not on ClaimCert. */
export const recordClaimPage = (ids: ClaimContractIds) =>
  `/make-cert/${ids.contractType}/${ids.projectId}/${ids.contractId}/record${query(ids)}`;

/** /make-cert/…/{claimId}: the claim as served, with "Start certificate" (or the open draft). */
export const startCertPage = (ids: ClaimIds) => `/make-cert/${tail(ids)}${query(ids)}`;

/** /make-cert/…/{claimId}/{certId}: the certificate editor (a draft). */
export const editCertPage = (ids: CertIds) => `/make-cert/${tail(ids)}/${ids.certId}${query(ids)}`;

/** /make-cert/…/{certId}/review: send for approval, approve, revert. */
export const reviewCertPage = (ids: CertIds) => `/make-cert/${tail(ids)}/${ids.certId}/review${query(ids)}`;

/** /review-cert/…/{certId}/approved: issue it; once issued, the certificate and its payments. */
export const approvedCertPage = (ids: CertIds) =>
  `/review-cert/${tail(ids)}/${ids.certId}/approved${query(ids)}`;

/** Where a certificate opens from a list, by its status. */
export function certOpenPage(ids: CertIds, status: string): string {
  if (status === 'draft' || status === 'pending') return editCertPage(ids);
  if (status === 'review') return reviewCertPage(ids);
  return approvedCertPage(ids);
}

const group = (ids: Omit<ClaimContractIds, 'contractType'>) =>
  `account/${ids.accountId}/contract_group/${ids.projectId}/contract/${ids.contractId}`;

/** /api/cert/…/claim/{cl}/cert[/{cert}[/{action}]]: the certificate endpoints (both parties read). */
export function certApi(ids: ClaimIds & { certId?: string }, action = ''): string {
  const base = `/api/cert/${group(ids)}/claim/${ids.claimId}/cert`;
  const one = ids.certId ? `${base}/${ids.certId}` : base;
  return action ? `${one}/${action}` : one;
}

/** /api/cert/…/contract/{c}/claim: the certifier records a claim made off the system. */
export const payerClaimApi = (ids: ClaimContractIds) => `/api/cert/${group(ids)}/claim`;

/** /api/paycert/…/contract/{c}/{what}: payments, cert summary and claim summary export. */
export const payCertApi = (ids: ClaimContractIds, what: string) => `/api/paycert/${group(ids)}/${what}`;

/** /api/paycert/account/{acc}/{what}: claims_received, certs, retention_report. */
export const accountPayCertApi = (accountId: string, what: string) =>
  `/api/paycert/account/${accountId}/${what}`;

/**
 * Where a §2 address inside a contract (/project/{proId}/contract/{contractId}/{contractType}/claim/
 * {segments}) leads, without the query: [] new claim; [claimId] and [claimId, 'review'] the claim
 * screens; [claimId, 'cert'] and [claimId, 'cert', 'review'] the claim's certificate (its open one,
 * through the start page); [claimId, 'workflow', certId?] that certificate's approval (review)
 * screen. Anything else is unknown (null).
 */
export function contractClaimAlias(
  c: { contractType: string; projectId: string; contractId: string },
  segments: readonly string[],
): string | null {
  const seg = segments.map(encodeURIComponent);
  const contract = `${encodeURIComponent(c.contractType)}/${encodeURIComponent(c.projectId)}/${encodeURIComponent(c.contractId)}`;
  const [claimId, what, more, ...rest] = seg;
  if (rest.length) return null;
  if (claimId === undefined) return `/make-claim/${contract}`;
  if (what === undefined) return `/make-claim/${contract}/${claimId}`;
  if (what === 'review' && more === undefined) return `/make-claim/${contract}/${claimId}/review`;
  if (what === 'cert' && (more === undefined || more === 'review'))
    return `/make-cert/${contract}/${claimId}`;
  if (what === 'workflow') {
    return more === undefined
      ? `/make-cert/${contract}/${claimId}`
      : `/make-cert/${contract}/${claimId}/${more}/review`;
  }
  return null;
}
