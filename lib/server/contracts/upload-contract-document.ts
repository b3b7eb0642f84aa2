import 'server-only';
import { AppError } from '@/lib/api/app-error';
import { db } from '@/lib/db/client';
import { deleteFile, putFile } from '@/lib/files/store';
import { DOCUMENT_TOO_BIG_MESSAGE } from '@/lib/schemas/contracts';
import type { Actor } from '../accounts/resolve-actor';
import { CONTRACT_DOCUMENT_SIZE_LIMIT } from '../config/app-config';
import { recordHistory } from '../history';
import { loadContract } from './load-contract';

const MAX_NAME = 200;

/**
 * POST …/attachments (spec §5 upload limit, §7): stores one contract document. The size is checked
 * here as well as from the request's declared length, so no route can skip it. If the database row
 * cannot be written the stored bytes are removed again.
 */
export async function uploadContractDocument(
  actor: Actor,
  ids: { projectId: string; contractId: string },
  upload: { file: File; fileType: string; isShared: boolean },
): Promise<{ file_id: string }> {
  const { contract, projectId } = await loadContract(actor, ids.contractId, {
    projectId: ids.projectId,
    action: 'edit',
  });
  const { file } = upload;
  if (file.size > CONTRACT_DOCUMENT_SIZE_LIMIT)
    throw new AppError('payload_too_large', DOCUMENT_TOO_BIG_MESSAGE);
  const fileName = file.name.replaceAll(/[\\/\u0000-\u001f]/g, '_').slice(-MAX_NAME) || 'document';
  const key = await putFile('contract-documents', new Uint8Array(await file.arrayBuffer()));
  try {
    const row = await db().$transaction(async (tx) => {
      const created = await tx.attachment.create({
        data: {
          accountId: actor.accountId,
          contractId: contract.id,
          fileName,
          fileType: upload.fileType,
          size: BigInt(file.size),
          storageKey: key,
          isShared: upload.isShared,
          uploadedById: actor.userId,
        },
        select: { id: true },
      });
      await recordHistory(
        tx,
        actor,
        'contract.document_uploaded',
        { projectId, contractId: contract.id },
        {
          file_name: fileName,
        },
      );
      return created;
    });
    return { file_id: row.id };
  } catch (error) {
    await deleteFile(key);
    throw error;
  }
}
