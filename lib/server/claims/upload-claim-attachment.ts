import 'server-only';
// Upload a supporting file to a claim (spec §3 Claim attachments). Files can be added until the
// claim is issued; the size limit is the contract documents' (§5). If the row cannot be written
// the stored bytes are removed again.
import { AppError } from '@/lib/api/app-error';
import { db } from '@/lib/db/client';
import { deleteFile, putFile } from '@/lib/files/store';
import type { Actor } from '../session/resolve-actor';
import { CONTRACT_DOCUMENT_SIZE_LIMIT } from '../config/app-config';
import { recordHistory } from '../history';
import { attachmentJson } from './claim-json';
import { loadClaimerClaim, type ClaimRef } from './load-claim';

export const FILE_TOO_BIG = 'The file is too big to be uploaded. Please use a file that is less than 100MB.';
const MAX_NAME = 200;

/** Files belong to a claim while it is being prepared; once served it is a record and stays as sent. */
export function assertFilesOpen(status: string): void {
  if (status === 'issued' || status === 'certified') {
    throw new AppError('conflict', 'The files of an issued claim cannot be changed.');
  }
}

export async function uploadClaimAttachment(
  actor: Actor,
  ref: ClaimRef,
  upload: { file: File; isShared: boolean },
) {
  const { claim, projectId } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  assertFilesOpen(claim.status);
  const { file } = upload;
  if (file.size > CONTRACT_DOCUMENT_SIZE_LIMIT) throw new AppError('payload_too_large', FILE_TOO_BIG);
  const fileName = file.name.replaceAll(/[\\/\u0000-\u001f]/g, '_').slice(-MAX_NAME) || 'file';
  const key = await putFile(actor.accountId, 'claim-attachments', file);
  try {
    return await db().$transaction(async (tx) => {
      const row = await tx.attachment.create({
        data: {
          accountId: actor.accountId,
          contractId: claim.contractId,
          claimId: claim.id,
          fileName,
          fileType: file.type || 'application/octet-stream',
          size: BigInt(file.size),
          storageKey: key,
          isShared: upload.isShared,
          uploadedById: actor.userId,
        },
      });
      await recordHistory(
        tx,
        actor,
        'claim.attachment_added',
        { projectId, contractId: claim.contractId, claimId: claim.id },
        {
          file_name: fileName,
        },
      );
      return attachmentJson(row);
    });
  } catch (error) {
    await deleteFile(key);
    throw error;
  }
}
