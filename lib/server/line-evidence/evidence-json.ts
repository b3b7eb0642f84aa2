import 'server-only';
// Line-item evidence in the API's snake_case shape: a comment (spec §3: content, is_claim,
// doc_uuid, comment_id, shared) and a file (§3 Attachment, with its line), each with who added it,
// whether it came after the document was served, and what the caller may do with it now.
import type { Attachment, Comment } from '@/lib/db/generated/client';
import { db } from '@/lib/db/client';
import { evidenceActions, isServed } from '@/lib/domain/line-evidence';
import type { Actor } from '../session/resolve-actor';
import { attachmentJson } from '../attachments/attachment-json';
import type { EvidenceDocument } from './evidence-document';

/** What the JSON needs besides the row: the caller, the document and the authors' names. */
export interface EvidenceContext {
  actor: Actor;
  doc: EvidenceDocument;
  names: ReadonlyMap<string, string>;
}

export async function evidenceContext(
  actor: Actor,
  doc: EvidenceDocument,
  userIds: (string | null)[],
): Promise<EvidenceContext> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  const users =
    ids.length === 0
      ? []
      : await db().user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  return { actor, doc, names: new Map(users.map((u) => [u.id, u.name])) };
}

const afterService = (doc: EvidenceDocument, at: Date) =>
  isServed(doc.kind, doc.status) && doc.servedAt !== null && at > doc.servedAt;

export function commentJson(c: Comment, ctx: EvidenceContext) {
  const { doc, actor } = ctx;
  return {
    comment_id: c.id,
    line_item_id: c.lineItemId,
    is_claim: doc.kind === 'claim',
    doc_uuid: doc.id,
    content: c.content,
    shared: c.isShared,
    author: ctx.names.get(c.authorId) ?? 'Unknown user',
    created_date: c.createdAt,
    updated_date: c.updatedAt,
    /** Added after the document was served: not part of what the other party was first given. */
    added_after_service: afterService(doc, c.createdAt),
    actions: evidenceActions('comment', {
      canWrite: doc.canWrite,
      served: isServed(doc.kind, doc.status),
      shared: c.isShared,
      isAuthor: c.authorId === actor.userId,
    }),
  };
}

export function lineFileJson(a: Attachment, ctx: EvidenceContext) {
  const { doc } = ctx;
  return {
    ...attachmentJson(a),
    line_item_id: a.lineItemId,
    uploaded_by: (a.uploadedById && ctx.names.get(a.uploadedById)) || 'Unknown user',
    added_after_service: afterService(doc, a.createdAt),
    actions: evidenceActions('file', {
      canWrite: doc.canWrite,
      served: isServed(doc.kind, doc.status),
      shared: a.isShared,
    }),
  };
}

export type LineCommentJson = ReturnType<typeof commentJson>;
export type LineFileJson = ReturnType<typeof lineFileJson>;
