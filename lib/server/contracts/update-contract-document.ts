import 'server-only';
import { AppError } from '@/lib/api/app-error';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { ownDocuments } from './document-scope';
import { loadContract } from './load-contract';

/** PUT …/attachments/{fileId} {is_shared}: shares an own document with the other party, or stops. */
export async function updateContractDocument(
  actor: Actor,
  ids: { projectId: string; contractId: string; fileId: string },
  isShared: boolean,
): Promise<void> {
  const { contract, projectId } = await loadContract(actor, ids.contractId, {
    projectId: ids.projectId,
    action: 'edit',
  });
  await db().$transaction(async (tx) => {
    const row = await tx.attachment.findFirst({
      where: { id: ids.fileId, ...ownDocuments(contract.id, actor.accountId) },
      select: { fileName: true },
    });
    if (!row) throw new AppError('not_found');
    await tx.attachment.updateMany({
      where: { id: ids.fileId, accountId: actor.accountId },
      data: { isShared },
    });
    await recordHistory(
      tx,
      actor,
      'contract.document_updated',
      { projectId, contractId: contract.id },
      {
        file_name: row.fileName,
        is_shared: isShared,
      },
    );
  });
}
