import 'server-only';
// Reading a line's evidence: its comments and its files as the caller may see them — everything of
// its own account on its own document, only the shared pieces of the other party's served one.
// The screens load a whole document's evidence at once (readDocumentEvidence: two queries however
// long the schedule); the API also answers per line.
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import {
  loadLine,
  resolveDocument,
  visibleWhere,
  type EvidenceDocument,
  type EvidenceTarget,
} from './evidence-document';
import {
  commentJson,
  evidenceContext,
  lineFileJson,
  type LineCommentJson,
  type LineFileJson,
} from './evidence-json';

const OLDEST_FIRST = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

async function rowsOf(actor: Actor, doc: EvidenceDocument, lineItemId?: string) {
  const where = visibleWhere(actor, doc);
  const [comments, files] = await Promise.all([
    db().comment.findMany({
      where: { ...where, ...(lineItemId ? { lineItemId } : {}) },
      orderBy: OLDEST_FIRST,
    }),
    // The document's own files (no line) are not evidence of a line.
    db().attachment.findMany({
      where: { ...where, lineItemId: lineItemId ?? { not: null } },
      orderBy: OLDEST_FIRST,
    }),
  ]);
  const ctx = await evidenceContext(actor, doc, [
    ...comments.map((c) => c.authorId),
    ...files.map((f) => f.uploadedById),
  ]);
  return {
    comments: comments.map((c) => commentJson(c, ctx)),
    files: files.map((f) => lineFileJson(f, ctx)),
  };
}

/** GET …/lineitem/{itemId}/comments */
export async function listLineComments(actor: Actor, target: EvidenceTarget, itemId: string) {
  const doc = await resolveDocument(actor, target);
  await loadLine(doc, itemId);
  return { comments: (await rowsOf(actor, doc, itemId)).comments };
}

/** GET …/lineitem/{itemId}/files */
export async function listLineFiles(actor: Actor, target: EvidenceTarget, itemId: string) {
  const doc = await resolveDocument(actor, target);
  await loadLine(doc, itemId);
  return { files: (await rowsOf(actor, doc, itemId)).files };
}

export interface LineEvidence {
  comments: LineCommentJson[];
  files: LineFileJson[];
}

/**
 * Every line's evidence on one document, for its screens: by line item id, lines without any left
 * out; whether the caller may add to it.
 */
export async function readDocumentEvidence(actor: Actor, target: EvidenceTarget) {
  const doc = await resolveDocument(actor, target);
  const { comments, files } = await rowsOf(actor, doc);
  const lines: Record<string, LineEvidence> = {};
  const lineOf = (id: string) => (lines[id] ??= { comments: [], files: [] });
  for (const c of comments) lineOf(c.line_item_id).comments.push(c);
  for (const f of files) lineOf(f.line_item_id!).files.push(f);
  return { can_add: doc.canWrite, own: doc.own, lines };
}

export type DocumentEvidence = Awaited<ReturnType<typeof readDocumentEvidence>>;
