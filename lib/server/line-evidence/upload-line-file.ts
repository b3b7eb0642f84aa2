import 'server-only';
// A file behind one line of the caller's own claim or certificate (spec §7 line-item files; the
// certificate's "item POST multipart"): stored through lib/server/attachments with the document
// files' size limit (§5). Like comments, files may be added at any status, also after service.
import type { Actor } from '../session/resolve-actor';
import { addAttachment } from '../attachments/add-attachment';
import { loadLine, lockLine, resolveDocument, type EvidenceTarget } from './evidence-document';
import { evidenceContext, lineFileJson } from './evidence-json';
import { lineFilesParent } from './line-files';

export async function uploadLineFile(
  actor: Actor,
  target: EvidenceTarget,
  itemId: string,
  upload: { file: File; isShared: boolean },
) {
  const doc = await resolveDocument(actor, target, 'claim_or_cert');
  const line = await loadLine(doc, itemId);
  const row = await addAttachment(actor, lineFilesParent(doc, line), upload, (tx) =>
    lockLine(tx, doc, line.id),
  );
  return lineFileJson(row, await evidenceContext(actor, doc, [actor.userId]));
}
