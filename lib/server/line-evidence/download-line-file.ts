import 'server-only';
// A line's file for download: the author's account any of its own; the other party only a shared
// file of a document served on it (reached through that document and line, never by id alone).
import type { Actor } from '../session/resolve-actor';
import { readAttachment } from '../attachments/read-attachment';
import { loadLine, resolveDocument, visibleWhere, type EvidenceTarget } from './evidence-document';

export async function downloadLineFile(
  actor: Actor,
  target: EvidenceTarget,
  ids: { itemId: string; fileId: string },
) {
  const doc = await resolveDocument(actor, target);
  const line = await loadLine(doc, ids.itemId);
  const file = await readAttachment({ id: ids.fileId, ...visibleWhere(actor, doc), lineItemId: line.id });
  return { fileName: file.fileName, contentType: file.fileType, bytes: file.bytes };
}
