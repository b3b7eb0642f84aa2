import 'server-only';
// download_one_file (payee: any file of its claim) and download_one_shared_file (payer: only the
// files the payee shared, of a claim served on it). Both reach the file through the claim.
import { AppError } from '@/lib/api/app-error';
import { db } from '@/lib/db/client';
import { getFile } from '@/lib/files/store';
import type { Actor } from '../session/resolve-actor';
import { loadClaimerClaim, loadPayerClaim, type ClaimRef } from './load-claim';

async function read(where: { id: string; claimId: string; accountId?: string; isShared?: true }) {
  const file = await db().attachment.findFirst({
    where,
    select: { fileName: true, fileType: true, storageKey: true },
  });
  if (!file) throw new AppError('not_found');
  return { fileName: file.fileName, fileType: file.fileType, bytes: await getFile(file.storageKey) };
}

export async function downloadClaimFile(actor: Actor, ref: ClaimRef & { fileId: string }) {
  const { claim } = await loadClaimerClaim(actor, ref);
  return read({ id: ref.fileId, claimId: claim.id, accountId: actor.accountId });
}

export async function downloadSharedClaimFile(actor: Actor, ref: ClaimRef & { fileId: string }) {
  const { claim, reverted } = await loadPayerClaim(actor, ref);
  if (reverted) throw new AppError('not_found');
  return read({ id: ref.fileId, claimId: claim.id, isShared: true });
}
