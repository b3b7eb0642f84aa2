import 'server-only';
// One line of a claim or certificate as the parent of its evidence files (photos, delivery
// dockets, measurement sheets), for the shared attachment operations in lib/server/attachments.
// The files go to the document's own file area and carry its claim or certificate beside the line,
// so they are deleted with the document and reached only through it; the document's own file lists
// leave them out (lineItemId: null there).
import type { Actor } from '../session/resolve-actor';
import type { AttachmentGuard, AttachmentParent } from '../attachments/attachment-parent';
import { assertMayChange, docLink, docRefs, lineName, type EvidenceDocument } from './evidence-document';
import type { EvidenceAction } from '@/lib/domain/line-evidence';

export function lineFilesParent(
  doc: EvidenceDocument,
  line: { id: string; label: string | null; description: string },
): AttachmentParent {
  return {
    area: doc.kind === 'claim' ? 'claim-attachments' : 'cert-attachments',
    link: { contractId: doc.contractId, ...docLink(doc), lineItemId: line.id },
    refs: docRefs(doc),
    actions: {
      added: `${doc.kind}.line_file_added`,
      shared: `${doc.kind}.line_file_shared`,
      deleted: `${doc.kind}.line_file_deleted`,
    },
    details: { line_item_id: line.id, item: lineName(line) },
  };
}

/** The line's own file, in the caller's account. */
export const ownLineFile = (actor: Actor, doc: EvidenceDocument, lineItemId: string, fileId: string) => ({
  id: fileId,
  lineItemId,
  accountId: actor.accountId,
  ...docLink(doc),
});

/** Inside the change's transaction: may this file still be shared, unshared or deleted? */
export function lineFileGuard(
  actor: Actor,
  doc: EvidenceDocument,
  action: EvidenceAction | ((row: { isShared: boolean }) => EvidenceAction | null),
): AttachmentGuard {
  return async (tx, row) => {
    const wanted = typeof action === 'function' ? action(row) : action;
    await assertMayChange(tx, actor, doc, 'file', wanted ? [wanted] : [], row);
  };
}
