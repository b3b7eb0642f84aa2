import 'server-only';
// A claim's or a certificate's history as its own party reads it: what was done to it, by whom and
// when (the history rows of that party's account, which include each workflow action with its step
// and comment). The workflow and issue entries make the audit trail its PDF carries when
// attach_audit_trail is set — never the other party's rows.
import { db } from '@/lib/db/client';
import { documentRef, type DocumentKind } from './kinds';

/** The workflow actions read the same on either document (approvals/ names them noun.action). */
const WORKFLOW_LABELS: Record<string, string> = {
  send_for_approval: 'Sent for approval',
  approve_step: 'Approved',
  revert_step: 'Sent back a step',
  revert_to_draft: 'Reverted to draft',
  revert_to_review: 'Reverted to review',
  issued: 'Issued',
};

const FILE_LABELS: Record<string, string> = {
  attachment_added: 'File attached',
  attachment_deleted: 'File removed',
  attachment_shared: 'File sharing changed',
  // A line's evidence (lib/server/line-evidence): the line is named after the label.
  line_file_added: 'File added to a line',
  line_file_deleted: 'File removed from a line',
  line_file_shared: 'Line file sharing changed',
  line_comment_added: 'Comment added to a line',
  line_comment_updated: 'Line comment changed',
  line_comment_deleted: 'Line comment deleted',
};

/** Emailed again after issue (claims/resend-claim-email.ts, certs/resend-cert-email.ts). */
const RESENT = 'resent';

export interface HistoryKind {
  /** Its noun is the first part of its actions' names: 'claim' in 'claim.issued'. */
  document: DocumentKind;
  /** Labels of its own actions (full names), beside the workflow and file ones. */
  labels: Record<string, string>;
}

interface Details {
  step?: string | null;
  comment?: string | null;
  /** The line a piece of evidence belongs to ('1.2 Framing'). */
  item?: string | null;
  recipients?: unknown;
}

const named = (noun: string, labels: Record<string, string>) =>
  Object.entries(labels).map(([action, label]) => [`${noun}.${action}`, label] as const);

function labelsOf(kind: HistoryKind): Map<string, string> {
  return new Map([
    ...named(kind.document.noun, WORKFLOW_LABELS),
    ...named(kind.document.noun, FILE_LABELS),
    [`${kind.document.noun}.${RESENT}`, 'Emailed again'],
    ...Object.entries(kind.labels),
  ]);
}

async function entries(
  kind: HistoryKind,
  where: ReturnType<typeof documentRef> & { accountId: string; action?: { in: string[] } },
  page: { skip?: number; take?: number } = {},
) {
  const rows = await db().history.findMany({
    where,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    skip: page.skip,
    take: page.take,
  });
  const ids = [...new Set(rows.flatMap((r) => (r.actorUserId ? [r.actorUserId] : [])))];
  const users = await db().user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const names = new Map(users.map((u) => [u.id, u.name]));
  const labels = labelsOf(kind);
  return rows.map((r) => {
    const details = (r.details ?? {}) as Details;
    const label = labels.get(r.action) ?? r.action;
    // A resend names its recipients in its row (each resend is one row).
    const to =
      r.action === `${kind.document.noun}.${RESENT}` && Array.isArray(details.recipients)
        ? ` to ${details.recipients.join(', ')}`
        : '';
    const who = (r.actorUserId && names.get(r.actorUserId)) || 'Unknown user';
    return {
      at: r.createdAt.toISOString(),
      action: r.action,
      what: details.step
        ? `${label} (${details.step})`
        : details.item
          ? `${label}: ${details.item}`
          : `${label}${to}`,
      who: `${who}${r.actingAsSupport ? ' (support)' : ''}`,
      comment: details.comment ?? null,
    };
  });
}

/** The PDF's audit trail: the issuing party's own rows, creation, workflow and issue only. */
export function auditTrail(kind: HistoryKind, id: string, accountId: string) {
  const audited = [
    `${kind.document.noun}.created`,
    ...named(kind.document.noun, WORKFLOW_LABELS).map(([action]) => action),
  ];
  return entries(kind, { ...documentRef(kind.document, id), accountId, action: { in: audited } });
}

/** One page of the document's history, oldest first, for the party of this account. */
export async function historyPage(
  kind: HistoryKind,
  id: string,
  accountId: string,
  q: { page: number; limit: number },
) {
  const where = { ...documentRef(kind.document, id), accountId };
  const [total, history] = await Promise.all([
    db().history.count({ where }),
    entries(kind, where, { skip: (q.page - 1) * q.limit, take: q.limit }),
  ]);
  return { history, total, page: q.page, limit: q.limit };
}
