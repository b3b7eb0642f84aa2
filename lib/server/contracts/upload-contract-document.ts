import 'server-only';
import { AppError } from '@/lib/api/app-error';
import { db } from '@/lib/db/client';
import { DOCUMENT_TYPES_MESSAGE, isAllowedDocument, SNIFF_BYTES } from '@/lib/domain/document-type';
import { deleteFile, putFile } from '@/lib/files/store';
import { DOCUMENT_TOO_BIG_MESSAGE } from '@/lib/schemas/contracts';
import type { Actor } from '../session/resolve-actor';
import { CONTRACT_DOCUMENT_SIZE_LIMIT } from '../config/app-config';
import { recordHistory } from '../history';
import { loadContract } from './load-contract';

const MAX_NAME = 200;

/**
 * POST …/attachments (spec §5 upload limit, §7): stores one contract document. The size is checked
 * here as well as from the request's declared length, so no route can skip it, and so is the kind
 * of file, by name and content (lib/domain/document-type.ts). If the database row cannot be written
 * the stored bytes are removed again.
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
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (!isAllowedDocument(fileName, head)) {
    throw new AppError('invalid', [{ field: 'file', message: DOCUMENT_TYPES_MESSAGE }]);
  }
  const key = await putFile(actor.accountId, 'contract-documents', file);
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
