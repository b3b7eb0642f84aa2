import 'server-only';
// Sharing and deleting a line's file. Until the document is served anyone who may change it does
// either; afterwards an internal file may still be shared or deleted, a shared one stays as it is
// (lib/domain/line-evidence.ts), decided inside the transaction against the locked document.
import type { Actor } from '../session/resolve-actor';
import { deleteAttachment } from '../attachments/delete-attachment';
import { shareAttachment } from '../attachments/share-attachment';
import { loadLine, resolveDocument, type EvidenceTarget } from './evidence-document';
import { evidenceContext, lineFileJson } from './evidence-json';
import { lineFileGuard, lineFilesParent, ownLineFile } from './line-files';

type FileIds = { itemId: string; fileId: string };

export async function shareLineFile(actor: Actor, target: EvidenceTarget, ids: FileIds, isShared: boolean) {
  const doc = await resolveDocument(actor, target, 'claim_or_cert');
  const line = await loadLine(doc, ids.itemId);
  const row = await shareAttachment(
    actor,
    lineFilesParent(doc, line),
    ownLineFile(actor, doc, line.id, ids.fileId),
    isShared,
    // Asking for what it already is changes nothing, and is refused only if the file is fixed.
    lineFileGuard(actor, doc, (file) => (file.isShared === isShared ? null : isShared ? 'share' : 'unshare')),
  );
  return lineFileJson(row, await evidenceContext(actor, doc, [row.uploadedById]));
}

export async function deleteLineFile(actor: Actor, target: EvidenceTarget, ids: FileIds) {
  const doc = await resolveDocument(actor, target, 'claim_or_cert');
  const line = await loadLine(doc, ids.itemId);
  await deleteAttachment(
    actor,
    lineFilesParent(doc, line),
    ownLineFile(actor, doc, line.id, ids.fileId),
    lineFileGuard(actor, doc, 'delete'),
  );
  return { deleted: true };
}
