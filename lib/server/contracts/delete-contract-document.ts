import 'server-only';
import { AppError } from '@/lib/api/app-error';
import { db } from '@/lib/db/client';
import { deleteFile } from '@/lib/files/store';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { ownDocuments } from './document-scope';
import { loadContract } from './load-contract';

/** DELETE …/attachments/{fileId}: an own document; the stored bytes go after the row is gone. */
export async function deleteContractDocument(
  actor: Actor,
  ids: { projectId: string; contractId: string; fileId: string },
): Promise<void> {
  const { contract, projectId } = await loadContract(actor, ids.contractId, {
    projectId: ids.projectId,
    action: 'edit',
  });
  const key = await db().$transaction(async (tx) => {
    const row = await tx.attachment.findFirst({
      where: { id: ids.fileId, ...ownDocuments(contract.id, actor.accountId) },
      select: { fileName: true, storageKey: true },
    });
    if (!row) throw new AppError('not_found');
    // Of two simultaneous deletes only one removes the row; the other answers 404.
    const { count } = await tx.attachment.deleteMany({
      where: { id: ids.fileId, accountId: actor.accountId },
    });
    if (count !== 1) throw new AppError('not_found');
    await recordHistory(
      tx,
      actor,
      'contract.document_deleted',
      { projectId, contractId: contract.id },
      {
        file_name: row.fileName,
      },
    );
    return row.storageKey;
  });
  await deleteFile(key);
}
