import 'server-only';
import type { Actor } from '../session/resolve-actor';
import { addAttachment } from '../attachments/add-attachment';
import { contractDocumentsParent } from './document-scope';
import { loadContract } from './load-contract';

/**
 * POST …/attachments (spec §5 upload limit, §7): stores one contract document, of a kind checked by
 * name and content (lib/server/attachments/store-upload.ts).
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
  const row = await addAttachment(actor, contractDocumentsParent(projectId, contract.id), {
    ...upload,
    fallbackName: 'document',
    documentsOnly: true,
  });
  return { file_id: row.id };
}
