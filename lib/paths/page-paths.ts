// Where every screen of the app lives (spec §2 routes), in one place: the screens link and redirect
// with these, and the services put the same paths in emails (emails/layout.ts appUrl makes them
// absolute) and in redirect answers. Pure TypeScript, so app/, components/, lib/server/ and emails/
// all build a page's address the same way. Pages inside an account carry ?account_id= so a link
// opened in another tab, or from an email, opens in that account (§2).

/** The caller's side of a contract: claim = payee, cert = payer. */
export type ContractSide = 'claim' | 'cert';

/** A contract screen's address. */
export interface ContractIds {
  accountId: string;
  projectId: string;
  side: ContractSide;
  contractId: string;
}

/** A claim or certificate screen's contract, named as their routes name it. */
export interface ClaimContractIds {
  accountId: string;
  projectId: string;
  contractId: string;
  /** The caller's side of the contract: claim = payee, cert = payer. */
  contractType: ContractSide;
}

export interface ClaimIds extends ClaimContractIds {
  claimId: string;
}

export interface CertIds extends ClaimIds {
  certId: string;
}

const withAccount = (path: string, accountId: string) =>
  `${path}${path.includes('?') ? '&' : '?'}account_id=${accountId}`;

const query = (ids: { accountId: string }) => `?account_id=${ids.accountId}`;

// ── Signing in and the account ──────────────────────────────────────────────────────────────

/** The dashboard, in an account when one is given. */
export const dashboardPage = (accountId?: string) =>
  accountId ? withAccount('/dashboard', accountId) : '/dashboard';

/** Issue 31 item 6: the retention owed to the account as payee, across every payer. */
export const retentionOwedPage = (accountId: string) => withAccount('/retention-owed', accountId);

/** §2 /notice: the caller's notifications (from `cursor`'s page on, when given) and the system notices. */
export const noticePage = (accountId: string, cursor?: string) =>
  withAccount(cursor ? `/notice?cursor=${cursor}` : '/notice', accountId);

/** §2 /manage-account/plan-price: the plans, and the owner's button to choose one (issue 14). */
export const PLAN_PRICE_PATH = '/manage-account/plan-price';
export const planPricePage = (accountId: string) => withAccount(PLAN_PRICE_PATH, accountId);

/** §2 /manage-account/plan-payment/{status?}: the plan, invoices and portal; status after a checkout. */
export const planPaymentPage = (accountId: string, status?: 'success' | 'cancelled') =>
  withAccount(`/manage-account/plan-payment${status ? `/${status}` : ''}`, accountId);

/** The login page, returning to `next` afterwards. */
export const loginPage = (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login');

/** §2 /invite_login: log in or sign up with the invited address filled in, then back to the invitation. */
export function inviteLoginPage(a: { next: string; inviteType: string; email?: string }): string {
  const q = new URLSearchParams({ next: a.next });
  if (a.email !== undefined) q.set('user_email', a.email);
  q.set('invite_type', a.inviteType);
  return `/invite_login?${q}`;
}

/** §2 /set_password/{token}: a new user added to an account chooses a password. */
export const setPasswordPage = (token: string) => `/set_password/${token}`;

/** §2 /verify_email/{token}: confirms the address someone signed up with. */
export const verifyEmailPage = (token: string) => `/verify_email/${token}`;

/** §2 /invitation/cert/{code} invites a payer, /invitation/subcontractor/{code} a payee. */
export const invitationPage = (inviteType: 'cert' | 'subcontractor', code: string) =>
  `/invitation/${inviteType}/${code}`;

/** A shared file's download link (/file/{token}). */
export const sharedFilePage = (token: string) => `/file/${token}`;

/** A one-time link that has expired or been used. */
export const LINK_EXPIRED_PAGE = '/error_403_link_expired';

/** A link to a claim that has gone back to draft. */
export const CLAIM_REVERTED_PAGE = '/error_404ClaimRevert?term=claim';

// ── Projects and contracts ──────────────────────────────────────────────────────────────────

/** /projects[/{type}]: the account's projects, by type. */
export const projectsPage = (accountId: string, type?: string | null) =>
  withAccount(type ? `/projects/${type}` : '/projects', accountId);

/** The projects list's next page: the same search, filter and sort, after the cursor (issue 33). */
export const moreProjectsPage = (
  accountId: string,
  type: string | null | undefined,
  list: { search: string; filter: string; sort: string; cursor: string },
) => {
  const asked = new URLSearchParams({ ...list, account_id: accountId });
  if (!list.search) asked.delete('search');
  return `${type ? `/projects/${type}` : '/projects'}?${asked}`;
};

/** /project: the new-project form. */
export const newProjectPage = (accountId: string) => withAccount('/project', accountId);

export const projectPage = (accountId: string, projectId: string) =>
  withAccount(`/project/view/${projectId}`, accountId);

export const projectSettingsPage = (accountId: string, projectId: string, tab?: string) =>
  withAccount(`/project/view/${projectId}/settings${tab ? `?tab=${tab}` : ''}`, accountId);

export const projectWorkflowPage = (accountId: string, projectId: string, flowType: ContractSide) =>
  withAccount(`/project/view/${projectId}/setting/workflow/${flowType}`, accountId);

/** /create-new-contract/{proId}/{side}: the new-contract form. */
export const newContractPage = (accountId: string, projectId: string, side: ContractSide) =>
  withAccount(`/create-new-contract/${projectId}/${side}`, accountId);

/** The contract's own page, or one of its sections (settings, history, variations, …). */
export function contractPage(ids: ContractIds, section = ''): string {
  const path = `/contract/${ids.projectId}/${ids.side}/${ids.contractId}${section ? `/${section}` : ''}`;
  return `${path}${query(ids)}`;
}

/** /contract/{proId}/{side}/view/{contractId}/settings: the settings screen's §2 alias. */
export const contractViewSettingsPage = (ids: ContractIds) =>
  `/contract/${ids.projectId}/${ids.side}/view/${ids.contractId}/settings${query(ids)}`;

/** /create-new-contract/…/{contractId}[/{step}]: a draft contract's setup steps. */
export function setupPage(ids: ContractIds, step = ''): string {
  const path = `/create-new-contract/${ids.projectId}/${ids.side}/${ids.contractId}${step ? `/${step}` : ''}`;
  return `${path}${query(ids)}`;
}

// ── Claims ──────────────────────────────────────────────────────────────────────────────────

const claimTail = (ids: ClaimContractIds) => `${ids.contractType}/${ids.projectId}/${ids.contractId}`;

/** /make-claim/{contractType}/{proId}/{contractId}: the new-claim form. */
export const newClaimPage = (ids: ClaimContractIds) => `/make-claim/${claimTail(ids)}${query(ids)}`;

/** /make-claim/…/{claimId}: the editor. */
export const editClaimPage = (ids: ClaimIds) => `/make-claim/${claimTail(ids)}/${ids.claimId}${query(ids)}`;

/** /make-claim/…/{claimId}/review: the claimer's read-only review of a draft before sending it. */
export const draftReviewPage = (ids: ClaimIds) =>
  `/make-claim/${claimTail(ids)}/${ids.claimId}/review${query(ids)}`;

/**
 * /review-claim/…/{claimId} (and …/approved): approval, issue, and the payer's view; …/approved is
 * the claimer's page of a claim with its issued certificate.
 */
export const reviewClaimPage = (ids: ClaimIds, approved = false) =>
  `/review-claim/${claimTail(ids)}/${ids.claimId}${approved ? '/approved' : ''}${query(ids)}`;

/**
 * Where a claim opens from a list: for the payer, its certificate (the claim beside it); for the
 * payee, drafts in the editor and the rest on their review screen.
 */
export function claimOpenPage(ids: ClaimIds, status: string): string {
  if (ids.contractType === 'cert') return startCertPage(ids);
  return status === 'draft' ? editClaimPage(ids) : reviewClaimPage(ids);
}

// ── Certificates ────────────────────────────────────────────────────────────────────────────

const certTail = (ids: ClaimIds) => `${claimTail(ids)}/${ids.claimId}`;

/** /claims-received: the claims served on the account, by bucket. */
export const claimsReceivedPage = (accountId: string, bucket?: string, cursor?: string) =>
  `/claims-received?account_id=${accountId}${bucket ? `&bucket=${bucket}` : ''}${cursor ? `&cursor=${cursor}` : ''}`;

/** /make-cert/cert/{proId}/{contractId}/record: record a claim served by a payee not on ClaimCert. */
export const recordClaimPage = (ids: ClaimContractIds) => `/make-cert/${claimTail(ids)}/record${query(ids)}`;

/** /make-cert/…/{claimId}: the claim as served, with "Start certificate" (or the open draft). */
export const startCertPage = (ids: ClaimIds) => `/make-cert/${certTail(ids)}${query(ids)}`;

/** /make-cert/…/{claimId}/{certId}: the certificate editor (a draft). */
export const editCertPage = (ids: CertIds) => `/make-cert/${certTail(ids)}/${ids.certId}${query(ids)}`;

/** /make-cert/…/{certId}/review: send for approval, approve, revert. */
export const reviewCertPage = (ids: CertIds) =>
  `/make-cert/${certTail(ids)}/${ids.certId}/review${query(ids)}`;

/** /review-cert/…/{certId}/approved: issue it; once issued, the certificate and its payments. */
export const approvedCertPage = (ids: CertIds) =>
  `/review-cert/${certTail(ids)}/${ids.certId}/approved${query(ids)}`;

/**
 * Where a certificate opens from a list, by its status. A pending one (the placeholder a served
 * claim opens on the payer's side) has nothing to edit yet: it opens on the page that starts it.
 */
export function certOpenPage(ids: CertIds, status: string): string {
  if (status === 'pending') return startCertPage(ids);
  if (status === 'draft') return editCertPage(ids);
  if (status === 'review') return reviewCertPage(ids);
  return approvedCertPage(ids);
}

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

/** Manage Account › Integrations: connect, disconnect and import (issue 15). */
export const integrationsPage = (accountId: string) => withAccount('/manage-account/integrations', accountId);

/** The sync report the header's sync-issue indicator opens (spec §2). */
export const syncReportPage = (accountId: string) => withAccount('/manage-account/sync-report', accountId);
