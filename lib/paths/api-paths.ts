// Where each API endpoint the screens call lives (spec §7 paths), in one place beside the page
// addresses (page-paths.ts). Pure TypeScript.
import type { ClaimContractIds, ClaimIds, ContractIds } from './page-paths';

const group = (ids: Omit<ClaimContractIds, 'contractType'>) =>
  `account/${ids.accountId}/contract_group/${ids.projectId}/contract/${ids.contractId}`;

// ── Payment (§7) ──────────────────────────────────────────────────────────────────────────────

/** /api/payment/account/{acc}/{call}: payment, overview, billing-history, checkout-session, … */
export const paymentApi = (accountId: string, call: string) => `/api/payment/account/${accountId}/${call}`;

// ── Projects and contracts ──────────────────────────────────────────────────────────────────

export const projectsApi = (accountId: string) => `/api/group/account/${accountId}/contract_group`;
export const projectApi = (accountId: string, projectId: string) => `${projectsApi(accountId)}/${projectId}`;

/** The project's picture; `version` (its change time) makes each new picture a new address to cache. */
export const projectImageApi = (accountId: string, projectId: string, version?: number) =>
  `${projectApi(accountId, projectId)}/image${version === undefined ? '' : `?v=${version}`}`;

export function contractApi(ids: Omit<ContractIds, 'side'>, action = ''): string {
  const path = `/api/contract/${group(ids)}`;
  return action ? `${path}/${action}` : path;
}

/** The contract's documents (a source of issue-email attachments). */
export const contractDocumentsApi = (ids: ClaimContractIds) => contractApi(ids, 'attachments');

/** The account's contacts: the issue dialog's recipients. */
export const accountContactsApi = (accountId: string) => `/api/company/account/${accountId}/contacts`;

// ── Claims ──────────────────────────────────────────────────────────────────────────────────

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

// ── Certificates ────────────────────────────────────────────────────────────────────────────

/** /api/cert/…/claim/{cl}/cert[/{cert}[/{action}]]: the certificate endpoints (both parties read). */
export function certApi(ids: ClaimIds & { certId?: string }, action = ''): string {
  const base = `/api/cert/${group(ids)}/claim/${ids.claimId}/cert`;
  const one = ids.certId ? `${base}/${ids.certId}` : base;
  return action ? `${one}/${action}` : one;
}

/** /api/{cert|claim}/…/claim/{cl}/uk_notices[/{notice}/pdf]: the UK notices, from the payer's or the payee's side. */
export const ukNoticesApi = (ids: ClaimIds, side: 'cert' | 'claim', noticeId?: string) =>
  `/api/${side}/${group(ids)}/claim/${ids.claimId}/uk_notices${noticeId ? `/${noticeId}/pdf` : ''}`;

/** /api/cert/…/contract/{c}/claim: the certifier records a claim made off the system. */
export const payerClaimApi = (ids: ClaimContractIds) => `/api/cert/${group(ids)}/claim`;

/** /api/paycert/…/contract/{c}/{what}: payments, cert summary and claim summary export. */
export const payCertApi = (ids: ClaimContractIds, what: string) => `/api/paycert/${group(ids)}/${what}`;

/** /api/paycert/account/{acc}/{what}: claims_received, certs, retention_report. */
export const accountPayCertApi = (accountId: string, what: string) =>
  `/api/paycert/account/${accountId}/${what}`;

/** /api/dashboard/account/{acc}/notice[/{id}[/read]]: the caller's notifications (§2 /notice). */
export const noticeApi = (accountId: string, id?: string, action = '') =>
  `/api/dashboard/account/${accountId}/notice${id ? `/${id}` : ''}${action ? `/${action}` : ''}`;

/** /api/admin/system_notices[/{id}]: platform administrators' system notices. */
export const systemNoticesApi = (id?: string) => `/api/admin/system_notices${id ? `/${id}` : ''}`;

/** The account's personal API tokens; with an id, one token (DELETE revokes it). */
export const apiTokensApi = (accountId: string, tokenId?: string) =>
  `/api/account/${accountId}/api_tokens${tokenId ? `/${tokenId}` : ''}`;
/** /api/account/{acc}/retention_holdings[/{id}]: where retention money is held (issue 31). */
export const retentionHoldingsApi = (accountId: string, holdingId?: string) =>
  `/api/account/${accountId}/retention_holdings${holdingId ? `/${holdingId}` : ''}`;
/** /api/account/{acc}/reasons[/{id}]: the account's saved certificate reasons (spec §7 reasons). */
export const savedReasonsApi = (accountId: string, reasonId?: string) =>
  `/api/account/${accountId}/reasons${reasonId ? `/${reasonId}` : ''}`;
/** /api/account/{acc}/integrations[/{provider}]: connect, list, disconnect (issue 15). */
export const integrationsApi = (accountId: string, provider?: string) =>
  `/api/account/${accountId}/integrations${provider ? `/${provider}` : ''}`;

/** /api/account/{acc}/integration-logs[/export | /{logId}/retry]: the sync report (spec §7). */
export const syncLogsApi = (accountId: string, tail = '') =>
  `/api/account/${accountId}/integration-logs${tail}`;

/** /api/integration/{provider}/account/{acc}/{jobs|subcontracts|import} (spec §7). */
export const integrationApi = (
  provider: string,
  accountId: string,
  what: 'jobs' | 'subcontracts' | 'import',
) => `/api/integration/${provider}/account/${accountId}/${what}`;
