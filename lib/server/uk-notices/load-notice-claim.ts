import 'server-only';
// The claim a UK notice is given on, reached through the caller's side of the contract: the payer
// (cert side) only a claim served on it, the payee (claim side) its own claim. Any other account,
// contract or claim answers 404 (certs/load-cert.ts, claims/load-claim.ts).
import type { Action } from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { loadClaimerClaim, type ClaimRef } from '../claims/load-claim';
import { loadServedClaim } from '../certs/load-cert';
import type { NoticeSide } from './notice-rules';

export async function loadNoticeClaim(
  actor: Actor,
  ref: ClaimRef,
  side: NoticeSide,
  action: Action = 'view',
) {
  const loaded =
    side === 'cert' ? await loadServedClaim(actor, ref, action) : await loadClaimerClaim(actor, ref, action);
  return { ...loaded, contract: claimContractOf(loaded.contract) };
}
