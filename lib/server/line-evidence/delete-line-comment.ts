import 'server-only';
// Deletes a line comment (spec §7 lineitem comments, delete): anyone who may change the document,
// until it is served; after that only an internal comment (a shared one stays on the record).
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import {
  assertMayChange,
  docLink,
  docRefs,
  lineName,
  loadLine,
  resolveDocument,
  type EvidenceTarget,
} from './evidence-document';

export async function deleteLineComment(
  actor: Actor,
  target: EvidenceTarget,
  ids: { itemId: string; commentId: string },
) {
  const doc = await resolveDocument(actor, target, 'claim_or_cert');
  const line = await loadLine(doc, ids.itemId);
  await db().$transaction(async (tx) => {
    const found = await tx.comment.findFirst({
      where: { id: ids.commentId, lineItemId: line.id, accountId: actor.accountId, ...docLink(doc) },
    });
    if (!found) throw new AppError('not_found');
    await assertMayChange(tx, actor, doc, 'comment', ['delete'], found);
    // Of two simultaneous deletes only one removes the row; the other answers 404.
    const { count } = await tx.comment.deleteMany({ where: { id: found.id } });
    if (count !== 1) throw new AppError('not_found');
    await recordHistory(tx, actor, `${doc.kind}.line_comment_deleted`, docRefs(doc), {
      line_item_id: line.id,
      item: lineName(line),
      shared: found.isShared,
    });
  });
  return { deleted: true };
}
