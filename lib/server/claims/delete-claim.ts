import 'server-only';
// delete_one_claim: drafts only — a claim that was ever served stays on record (a served claim goes
// back to draft only to be corrected and re-issued). Its stored files are removed after commit.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { deleteFile } from '@/lib/files/store';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { loadClaimerClaim, wasServed, type ClaimRef } from './load-claim';

export async function deleteClaim(actor: Actor, ref: ClaimRef): Promise<{ deleted: true }> {
  const { claim, projectId } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  if (claim.status !== 'draft') throw new AppError('conflict', 'Only a draft claim can be deleted.');
  if (await wasServed(claim.id)) {
    throw new AppError(
      'conflict',
      'This claim was issued before, so it stays on record: correct and re-issue it.',
    );
  }
  const keys = await db().$transaction(async (tx) => {
    const files = await tx.attachment.findMany({
      where: { claimId: claim.id },
      select: { storageKey: true },
    });
    const { count } = await tx.claim.deleteMany({
      where: { id: claim.id, status: 'draft', updatedAt: claim.updatedAt },
    });
    if (count !== 1) throw new AppError('conflict');
    await recordHistory(
      tx,
      actor,
      'claim.deleted',
      { projectId, contractId: claim.contractId },
      {
        claimId: claim.id,
        number: claim.number,
        name: claim.name,
      },
    );
    return files.map((f) => f.storageKey);
  });
  await Promise.all(keys.map((key) => deleteFile(key)));
  return { deleted: true };
}
