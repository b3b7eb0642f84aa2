import 'server-only';
// A claim's own files (spec §3 Claim attachments; upload, delete_file_claim,
// update_claim_shared_attachment): the payee's, with the right to change claims, through the claim
// (documents/document-files.ts holds the rules both kinds share).
import type { Actor } from '../session/resolve-actor';
import { documentFileOperations, type FilesOf } from '../documents/document-files';
import { CLAIM_KIND } from '../documents/kinds';
import { loadClaimerClaim, type ClaimRef } from './load-claim';

async function filesOf(actor: Actor, ref: ClaimRef): Promise<FilesOf> {
  const { claim, projectId } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  return {
    kind: CLAIM_KIND,
    doc: claim,
    refs: { projectId, contractId: claim.contractId, claimId: claim.id },
  };
}

const files = documentFileOperations(filesOf);

export function uploadClaimAttachment(
  actor: Actor,
  ref: ClaimRef,
  upload: { file: File; isShared: boolean },
) {
  return files.upload(actor, ref, upload);
}

export function deleteClaimAttachment(actor: Actor, ref: ClaimRef & { fileId: string }) {
  return files.remove(actor, ref);
}

export function shareClaimAttachment(actor: Actor, ref: ClaimRef & { fileId: string }, isShared: boolean) {
  return files.share(actor, ref, isShared);
}
