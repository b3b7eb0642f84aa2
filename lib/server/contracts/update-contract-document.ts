import 'server-only';
import type { Actor } from '../session/resolve-actor';
import { shareAttachment } from '../attachments/share-attachment';
import { contractDocumentsParent, ownDocuments } from './document-scope';
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
  await shareAttachment(
    actor,
    contractDocumentsParent(projectId, contract.id),
    { id: ids.fileId, ...ownDocuments(contract.id, actor.accountId) },
    isShared,
  );
}
