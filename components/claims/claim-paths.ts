// Where each claim screen (spec §2 routes) and claim endpoint (§7 "Claims") lives, in one place.
import { startCertPage } from '@/components/certs/cert-paths';

export type ContractType = 'claim' | 'cert';

export interface ClaimContractIds {
  accountId: string;
  projectId: string;
  contractId: string;
  /** The caller's side of the contract: claim = payee, cert = payer. */
  contractType: ContractType;
}

export interface ClaimIds extends ClaimContractIds {
  claimId: string;
}

const query = (ids: { accountId: string }) => `?account_id=${ids.accountId}`;
const tail = (ids: ClaimContractIds) => `${ids.contractType}/${ids.projectId}/${ids.contractId}`;

/** /make-claim/{contractType}/{proId}/{contractId}: the new-claim form. */
export const newClaimPage = (ids: ClaimContractIds) => `/make-claim/${tail(ids)}${query(ids)}`;

/** /make-claim/…/{claimId}: the editor. */
export const editClaimPage = (ids: ClaimIds) => `/make-claim/${tail(ids)}/${ids.claimId}${query(ids)}`;

/** /make-claim/…/{claimId}/review: the claimer's read-only review of a draft before sending it. */
export const draftReviewPage = (ids: ClaimIds) =>
  `/make-claim/${tail(ids)}/${ids.claimId}/review${query(ids)}`;

/** /review-claim/…/{claimId} (and …/approved): approval, issue, and the payer's view. */
export const reviewClaimPage = (ids: ClaimIds, approved = false) =>
  `/review-claim/${tail(ids)}/${ids.claimId}${approved ? '/approved' : ''}${query(ids)}`;

/** The contract's own page. */
export const contractPage = (ids: ClaimContractIds) =>
  `/contract/${ids.projectId}/${ids.contractType}/${ids.contractId}${query(ids)}`;

const group = (ids: Omit<ClaimContractIds, 'contractType'>) =>
  `account/${ids.accountId}/contract_group/${ids.projectId}/contract/${ids.contractId}`;

/** /api/claim/…/claim[/{cl}[/{action}]]: the payee's claim endpoints. */
export function claimApi(ids: ClaimContractIds & { claimId?: string }, action = ''): string {
  const base = `/api/claim/${group(ids)}/claim`;
  const one = ids.claimId ? `${base}/${ids.claimId}` : base;
  return action ? `${one}/${action}` : one;
}

/** /api/payclaim/…/claim/{cl}[/{action}]: a claim as served on the payer. */
export const receivedClaimApi = (ids: ClaimIds, action = '') =>
  `/api/payclaim/${group(ids)}/claim/${ids.claimId}${action ? `/${action}` : ''}`;

/** read_contract_summary, for either party. */
export const contractSummaryApi = (ids: ClaimContractIds) => `/api/payclaim/${group(ids)}/contract_summary`;

/** The contract's documents (a source of issue-email attachments). */
export const contractDocumentsApi = (ids: ClaimContractIds) => `/api/contract/${group(ids)}/attachments`;

/** The account's contacts: the issue dialog's recipients. */
export const accountContactsApi = (accountId: string) => `/api/company/account/${accountId}/contacts`;

/**
 * Where a claim opens from a list: for the payer, its certificate (the claim beside it); for the
 * payee, drafts in the editor and the rest on their review screen.
 */
export function claimOpenPage(ids: ClaimIds, status: string): string {
  if (ids.contractType === 'cert') return startCertPage(ids);
  return status === 'draft' ? editClaimPage(ids) : reviewClaimPage(ids);
}
