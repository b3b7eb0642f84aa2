import 'server-only';
import type { Actor } from '../session/resolve-actor';
import { deleteAttachment } from '../attachments/delete-attachment';
import { contractDocumentsParent, ownDocuments } from './document-scope';
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
  await deleteAttachment(actor, contractDocumentsParent(projectId, contract.id), {
    id: ids.fileId,
    ...ownDocuments(contract.id, actor.accountId),
  });
}
