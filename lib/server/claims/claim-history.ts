import 'server-only';
// The claim's history for the payee, and the audit trail its PDF carries (document-history.ts).
import type { Actor } from '../session/resolve-actor';
import { auditTrail, historyPage, type HistoryKind } from '../documents/document-history';
import { CLAIM_KIND } from '../documents/kinds';
import { loadClaimerClaim, type ClaimRef } from './load-claim';

const CLAIM: HistoryKind = {
  document: CLAIM_KIND,
  labels: {
    'uk_notice.payee_default_notice': 'Default notice given (no payment notice in time)',
    'claim.created': 'Claim created',
    'claim.updated': 'Claim saved',
    'claim.info_updated': 'Claim dates or settings changed',
    'claim.supporting_statement_saved': 'Supporting statement made (SOP Act 1999 (NSW) s13(7))',
    'claim.retitled': 'Renamed with the account’s new name for its claims',
  },
};

/** The payee's own account's rows; never the payer's. */
export function claimAuditTrail(claimId: string, accountId: string) {
  return auditTrail(CLAIM, claimId, accountId);
}

export async function readClaimHistory(actor: Actor, ref: ClaimRef, q: { page: number; limit: number }) {
  const { claim } = await loadClaimerClaim(actor, ref);
  return historyPage(CLAIM, claim.id, actor.accountId, q);
}
