import 'server-only';
// A claim as the parent of its supporting files (spec §3 Claim attachments), for the shared
// attachment operations in lib/server/attachments.
import { AppError } from '@/lib/errors/app-error';
import type { AttachmentParent } from '../attachments/attachment-parent';

/** Files belong to a claim while it is being prepared; once served it is a record and stays as sent. */
export function assertFilesOpen(status: string): void {
  if (status === 'issued' || status === 'certified') {
    throw new AppError('conflict', 'The files of an issued claim cannot be changed.');
  }
}

export function claimFilesParent(
  projectId: string,
  claim: { id: string; contractId: string },
): AttachmentParent {
  return {
    area: 'claim-attachments',
    link: { contractId: claim.contractId, claimId: claim.id },
    refs: { projectId, contractId: claim.contractId, claimId: claim.id },
    actions: {
      added: 'claim.attachment_added',
      shared: 'claim.attachment_shared',
      deleted: 'claim.attachment_deleted',
    },
  };
}
