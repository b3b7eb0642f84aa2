import 'server-only';
// Paths of the pages that show a claim, used in emails and in redirect answers. The claim editor's
// review page (spec §2 /review-claim/{contractType}/{proId}/{contractId}/{claimId}); the payer's
// list of claims received; and the §2 page for a link to a claim that has gone back to draft.

export function claimPagePath(a: {
  accountId: string;
  projectId: string;
  contractId: string;
  claimId: string;
}) {
  return `/review-claim/claim/${a.projectId}/${a.contractId}/${a.claimId}?account_id=${a.accountId}`;
}

/** Null when the payer has no account here: its people then have nowhere to sign in to. */
export function claimsReceivedPath(accountId: string | null): string | null {
  return accountId ? `/claims-received?account_id=${accountId}` : null;
}

export const CLAIM_REVERTED_PATH = '/error_404ClaimRevert?term=claim';
