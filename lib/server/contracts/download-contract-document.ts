import 'server-only';
import { AppError } from '@/lib/api/app-error';
import { db } from '@/lib/db/client';
import { getFile } from '@/lib/files/store';
import type { Actor } from '../session/resolve-actor';
import { visibleDocuments } from './document-scope';
import { loadContract } from './load-contract';

/** GET …/attachments/{fileId}: the bytes of a document the caller's account may see, else 404. */
export async function downloadContractDocument(
  actor: Actor,
  ids: { projectId: string; contractId: string; fileId: string },
): Promise<{ fileName: string; bytes: Buffer }> {
  const { contract } = await loadContract(actor, ids.contractId, { projectId: ids.projectId });
  const row = await db().attachment.findFirst({
    where: { id: ids.fileId, ...visibleDocuments(contract.id, actor.accountId) },
    select: { fileName: true, storageKey: true },
  });
  if (!row) throw new AppError('not_found');
  return { fileName: row.fileName, bytes: await getFile(row.storageKey) };
}
