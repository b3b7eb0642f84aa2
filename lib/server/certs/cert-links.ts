import 'server-only';
// Paths of the pages that show a certificate (spec §2 /make-cert/… and /review-cert/…), used in
// workflow and issue emails.

interface CertPage {
  accountId: string;
  projectId: string;
  contractId: string;
  claimId: string;
  certId: string;
}

/** The certifier's review page of a certificate. */
export function certPagePath(a: CertPage): string {
  return `/make-cert/cert/${a.projectId}/${a.contractId}/${a.claimId}/${a.certId}/review?account_id=${a.accountId}`;
}

/** The claimer's page of its claim, where the issued certificate shows against it. */
export function certifiedClaimPath(a: Omit<CertPage, 'certId'>): string {
  return `/review-claim/claim/${a.projectId}/${a.contractId}/${a.claimId}/approved?account_id=${a.accountId}`;
}
