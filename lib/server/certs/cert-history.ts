import 'server-only';
// The certificate's history for the payer: what was done to it, by whom and when (the history rows
// of the payer's own account, which include each workflow action with its step and comment). The
// workflow and issue entries make the audit trail its PDF carries when attach_audit_trail is set.
import { db } from '@/lib/db/client';
import type { Actor } from '../accounts/resolve-actor';
import { loadPayerCert, type CertRef } from './load-cert';

const LABELS: Record<string, string> = {
  'certificate.created': 'Certificate created',
  'certificate.updated': 'Certificate saved',
  'certificate.info_updated': 'Certificate settings changed',
  'certificate.send_for_approval': 'Sent for approval',
  'certificate.approve_step': 'Approved',
  'certificate.revert_step': 'Sent back a step',
  'certificate.revert_to_draft': 'Reverted to draft',
  'certificate.revert_to_review': 'Reverted to review',
  'certificate.issued': 'Issued',
  'certificate.issued_late': 'Issued after the payment schedule deadline',
  'certificate.attachment_added': 'File attached',
  'certificate.attachment_deleted': 'File removed',
  'certificate.attachment_shared': 'File sharing changed',
  'payment.recorded': 'Payment recorded',
};

const AUDITED = [
  'certificate.created',
  'certificate.send_for_approval',
  'certificate.approve_step',
  'certificate.revert_step',
  'certificate.revert_to_draft',
  'certificate.revert_to_review',
  'certificate.issued',
];

interface Details {
  step?: string | null;
  comment?: string | null;
}

async function entries(
  where: { certId: string; accountId: string; action?: { in: string[] } },
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
  return rows.map((r) => {
    const details = (r.details ?? {}) as Details;
    const label = LABELS[r.action] ?? r.action;
    const who = (r.actorUserId && names.get(r.actorUserId)) || 'Unknown user';
    return {
      at: r.createdAt.toISOString(),
      action: r.action,
      what: details.step ? `${label} (${details.step})` : label,
      who: `${who}${r.actingAsSupport ? ' (support)' : ''}`,
      comment: details.comment ?? null,
    };
  });
}

/** The PDF's audit trail: the payer's own rows, workflow and issue only. */
export function certAuditTrail(certId: string, accountId: string) {
  return entries({ certId, accountId, action: { in: AUDITED } });
}

export async function readCertHistory(actor: Actor, ref: CertRef, q: { page: number; limit: number }) {
  const { cert } = await loadPayerCert(actor, ref);
  const where = { certId: cert.id, accountId: actor.accountId };
  const [total, history] = await Promise.all([
    db().history.count({ where }),
    entries(where, { skip: (q.page - 1) * q.limit, take: q.limit }),
  ]);
  return { history, total, page: q.page, limit: q.limit };
}
