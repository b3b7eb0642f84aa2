import 'server-only';
// delete_file_claim and update_claim_shared_attachment: a claim's file is found through the
// claim (never by its id alone) and only in the caller's account.
import { AppError } from '@/lib/api/app-error';
import { db } from '@/lib/db/client';
import { deleteFile } from '@/lib/files/store';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { attachmentJson } from './claim-json';
import { loadClaimerClaim, type ClaimRef } from './load-claim';
import { assertFilesOpen } from './upload-claim-attachment';

async function loadFile(actor: Actor, ref: ClaimRef & { fileId: string }) {
  const loaded = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  const file = await db().attachment.findFirst({
    where: { id: ref.fileId, claimId: loaded.claim.id, accountId: actor.accountId },
  });
  if (!file) throw new AppError('not_found');
  return { ...loaded, file };
}

export async function deleteClaimAttachment(actor: Actor, ref: ClaimRef & { fileId: string }) {
  const { claim, projectId, file } = await loadFile(actor, ref);
  assertFilesOpen(claim.status);
  await db().$transaction(async (tx) => {
    await tx.attachment.delete({ where: { id: file.id } });
    await recordHistory(
      tx,
      actor,
      'claim.attachment_deleted',
      { projectId, contractId: claim.contractId, claimId: claim.id },
      {
        file_name: file.fileName,
      },
    );
  });
  await deleteFile(file.storageKey);
  return { deleted: true };
}

/**
 * Sharing can change even after the claim is issued: a shared file is one the payer may download
 * (with the claim, and through the links its email carries).
 */
export async function shareClaimAttachment(
  actor: Actor,
  ref: ClaimRef & { fileId: string },
  isShared: boolean,
) {
  const { claim, projectId, file } = await loadFile(actor, ref);
  const row = await db().$transaction(async (tx) => {
    const updated = await tx.attachment.update({ where: { id: file.id }, data: { isShared } });
    await recordHistory(
      tx,
      actor,
      'claim.attachment_shared',
      { projectId, contractId: claim.contractId, claimId: claim.id },
      {
        file_name: file.fileName,
        is_shared: isShared,
      },
    );
    return updated;
  });
  return attachmentJson(row);
}
