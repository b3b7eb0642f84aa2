import 'server-only';
// Upload a supporting file to a claim (spec §3 Claim attachments). Files can be added until the
// claim is issued; the size limit is the contract documents' (§5).
import type { Actor } from '../session/resolve-actor';
import { addAttachment } from '../attachments/add-attachment';
import { attachmentJson } from '../attachments/attachment-json';
import { assertFilesOpen, claimFilesParent } from './claim-files';
import { loadClaimerClaim, type ClaimRef } from './load-claim';

export async function uploadClaimAttachment(
  actor: Actor,
  ref: ClaimRef,
  upload: { file: File; isShared: boolean },
) {
  const { claim, projectId } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  assertFilesOpen(claim.status);
  return attachmentJson(await addAttachment(actor, claimFilesParent(projectId, claim), upload));
}
