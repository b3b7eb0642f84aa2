import 'server-only';
import type { Actor } from '../session/resolve-actor';
import { readAttachment } from '../attachments/read-attachment';
import { visibleDocuments } from './document-scope';
import { loadContract } from './load-contract';

/**
 * GET …/attachments/{fileId}: the bytes of a document the caller's account may see, else 404.
 * Served without a content type: a document's file type is its kind ('drawings'), not a MIME type.
 */
export async function downloadContractDocument(
  actor: Actor,
  ids: { projectId: string; contractId: string; fileId: string },
): Promise<{ fileName: string; bytes: Buffer }> {
  const { contract } = await loadContract(actor, ids.contractId, { projectId: ids.projectId });
  const { fileName, bytes } = await readAttachment({
    id: ids.fileId,
    ...visibleDocuments(contract.id, actor.accountId),
  });
  return { fileName, bytes };
}
