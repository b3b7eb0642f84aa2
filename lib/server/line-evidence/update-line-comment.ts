import 'server-only';
// A line comment's words, whether it is shared, or both (spec §7 lineitem comments, update). Only
// its author changes its words; anyone who may change the document may share or unshare it; once
// the document is served a shared comment is fixed (lib/domain/line-evidence.ts), decided inside
// the transaction against the document's locked status.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { EvidenceAction } from '@/lib/domain/line-evidence';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import {
  assertBodyNamesTarget,
  assertMayChange,
  docLink,
  docRefs,
  lineName,
  loadLine,
  resolveDocument,
  type EvidenceTarget,
} from './evidence-document';
import { commentJson, evidenceContext } from './evidence-json';

export async function updateLineComment(
  actor: Actor,
  target: EvidenceTarget,
  ids: { itemId: string; commentId: string },
  input: { content?: string; shared?: boolean; comment_id?: string; is_claim?: boolean; doc_uuid?: string },
) {
  assertBodyNamesTarget(target, input, ids.commentId);
  const doc = await resolveDocument(actor, target, 'claim_or_cert');
  const line = await loadLine(doc, ids.itemId);
  const { row, now } = await db().$transaction(async (tx) => {
    const where = { id: ids.commentId, lineItemId: line.id, accountId: actor.accountId, ...docLink(doc) };
    const found = await tx.comment.findFirst({ where });
    if (!found) throw new AppError('not_found');
    const content =
      input.content !== undefined && input.content !== found.content ? input.content : undefined;
    const shared = input.shared !== undefined && input.shared !== found.isShared ? input.shared : undefined;
    const wanted: EvidenceAction[] = [
      ...(content !== undefined ? (['edit'] as const) : []),
      ...(shared === undefined ? [] : shared ? (['share'] as const) : (['unshare'] as const)),
    ];
    const now = await assertMayChange(tx, actor, doc, 'comment', wanted, found);
    if (wanted.length === 0) return { row: found, now };
    // A comment deleted at the same moment answers 404, not a history row for nothing.
    const { count } = await tx.comment.updateMany({
      where: { id: found.id },
      data: {
        ...(content !== undefined ? { content } : {}),
        ...(shared !== undefined ? { isShared: shared } : {}),
      },
    });
    if (count !== 1) throw new AppError('not_found');
    await recordHistory(tx, actor, `${doc.kind}.line_comment_updated`, docRefs(doc), {
      line_item_id: line.id,
      item: lineName(line),
      ...(content !== undefined ? { content_changed: true } : {}),
      ...(shared !== undefined ? { shared } : {}),
    });
    return { row: await tx.comment.findUniqueOrThrow({ where: { id: found.id } }), now };
  });
  return commentJson(row, await evidenceContext(actor, now, [row.authorId]));
}
