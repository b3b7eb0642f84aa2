import 'server-only';
// download_one_file (payee: any file of its claim) and download_one_shared_file (payer: only the
// files the payee shared, of a claim served on it). Both reach the file through the claim.
import { AppError } from '@/lib/errors/app-error';
import type { Actor } from '../session/resolve-actor';
import { readAttachment } from '../attachments/read-attachment';
import { loadClaimerClaim, loadPayerClaim, type ClaimRef } from './load-claim';

export async function downloadClaimFile(actor: Actor, ref: ClaimRef & { fileId: string }) {
  const { claim } = await loadClaimerClaim(actor, ref);
  return readAttachment({ id: ref.fileId, claimId: claim.id, lineItemId: null, accountId: actor.accountId });
}

export async function downloadSharedClaimFile(actor: Actor, ref: ClaimRef & { fileId: string }) {
  const { claim, reverted } = await loadPayerClaim(actor, ref);
  if (reverted) throw new AppError('not_found');
  return readAttachment({ id: ref.fileId, claimId: claim.id, lineItemId: null, isShared: true });
}
