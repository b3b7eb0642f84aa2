import 'server-only';
// delete_file_claim and update_claim_shared_attachment: a claim's file is found through the
// claim (never by its id alone) and only in the caller's account.
import type { Actor } from '../session/resolve-actor';
import { attachmentJson } from '../attachments/attachment-json';
import { deleteAttachment } from '../attachments/delete-attachment';
import { shareAttachment } from '../attachments/share-attachment';
import { assertFilesOpen, claimFilesParent } from './claim-files';
import { loadClaimerClaim, type ClaimRef } from './load-claim';

export async function deleteClaimAttachment(actor: Actor, ref: ClaimRef & { fileId: string }) {
  const { claim, projectId } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  await deleteAttachment(
    actor,
    claimFilesParent(projectId, claim),
    { id: ref.fileId, claimId: claim.id, lineItemId: null, accountId: actor.accountId },
    () => assertFilesOpen(claim.status),
  );
  return { deleted: true };
}

/**
 * Sharing can change even after the claim is issued: a shared file is one the payer may download
 * (with the claim, and through the links its email carries).
 */
export async function shareClaimAttachment(
  actor: Actor,
  ref: ClaimRef & { fileId: string },
  isShared: boolean,
) {
  const { claim, projectId } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  const row = await shareAttachment(
    actor,
    claimFilesParent(projectId, claim),
    { id: ref.fileId, claimId: claim.id, lineItemId: null, accountId: actor.accountId },
    isShared,
  );
  return attachmentJson(row);
}
