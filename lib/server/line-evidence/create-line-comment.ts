import 'server-only';
// A comment on one line of the caller's own claim or certificate (spec §7 lineitem comments,
// create). Comments may be added at any status, also after the document was served: they explain a
// line, they never change its figures (lib/domain/line-evidence.ts).
import { db } from '@/lib/db/client';
import { isServed } from '@/lib/domain/line-evidence';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import {
  assertBodyNamesTarget,
  docLink,
  docRefs,
  lineName,
  loadLine,
  lockDocument,
  lockLine,
  resolveDocument,
  type EvidenceTarget,
} from './evidence-document';
import { commentJson, evidenceContext } from './evidence-json';

export async function createLineComment(
  actor: Actor,
  target: EvidenceTarget,
  itemId: string,
  input: { content: string; shared: boolean; is_claim?: boolean; doc_uuid?: string },
) {
  assertBodyNamesTarget(target, input);
  const doc = await resolveDocument(actor, target, 'claim_or_cert');
  const line = await loadLine(doc, itemId);
  const { row, now } = await db().$transaction(async (tx) => {
    // The document as it is now (an issue at the same moment is waited for): the answer's
    // added_after_service and actions follow it.
    const now = await lockDocument(tx, doc);
    await lockLine(tx, doc, line.id);
    const row = await tx.comment.create({
      data: {
        accountId: actor.accountId,
        lineItemId: line.id,
        ...docLink(doc),
        authorId: actor.userId,
        content: input.content,
        isShared: input.shared,
      },
    });
    await recordHistory(tx, actor, `${doc.kind}.line_comment_added`, docRefs(doc), {
      line_item_id: line.id,
      item: lineName(line),
      shared: input.shared,
      after_service: isServed(now.kind, now.status),
    });
    return { row, now };
  });
  return commentJson(row, await evidenceContext(actor, now, [actor.userId]));
}
