import 'server-only';
// The claim's history for the payee: what was done to it, by whom and when (history rows, which
// include every workflow action with its step and comment). The same entries, workflow and issue
// only, make the audit trail a claim's PDF carries when attach_audit_trail is set.
import { db } from '@/lib/db/client';
import type { Actor } from '../accounts/resolve-actor';
import { loadClaimerClaim, type ClaimRef } from './load-claim';

const LABELS: Record<string, string> = {
  'claim.created': 'Claim created',
  'claim.updated': 'Claim saved',
  'claim.info_updated': 'Claim dates or settings changed',
  'claim.send_for_approval': 'Sent for approval',
  'claim.approve_step': 'Approved',
  'claim.revert_step': 'Sent back a step',
  'claim.revert_to_draft': 'Reverted to draft',
  'claim.revert_to_review': 'Reverted to review',
  'claim.issued': 'Issued',
  'claim.attachment_added': 'File attached',
  'claim.attachment_deleted': 'File removed',
  'claim.attachment_shared': 'File sharing changed',
};

const AUDITED = [
  'claim.created',
  'claim.send_for_approval',
  'claim.approve_step',
  'claim.revert_step',
  'claim.revert_to_draft',
  'claim.revert_to_review',
  'claim.issued',
];

interface Details {
  step?: string | null;
  comment?: string | null;
}

async function entries(
  where: { claimId: string; accountId: string; action?: { in: string[] } },
  page: { skip?: number; take?: number } = {},
) {
  const rows = await db().history.findMany({
    where,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    skip: page.skip,
    take: page.take,
  });
  const users = await db().user.findMany({
    where: { id: { in: [...new Set(rows.flatMap((r) => (r.actorUserId ? [r.actorUserId] : [])))] } },
    select: { id: true, name: true },
  });
  const names = new Map(users.map((u) => [u.id, u.name]));
  return rows.map((r) => {
    const details = (r.details ?? {}) as Details;
    const label = LABELS[r.action] ?? r.action;
    return {
      at: r.createdAt.toISOString(),
      action: r.action,
      what: details.step ? `${label} (${details.step})` : label,
      who: `${(r.actorUserId && names.get(r.actorUserId)) || 'Unknown user'}${r.actingAsSupport ? ' (support)' : ''}`,
      comment: details.comment ?? null,
    };
  });
}

/** The PDF's audit trail (the payee's own account's rows; never the payer's). */
export function claimAuditTrail(claimId: string, accountId: string) {
  return entries({ claimId, accountId, action: { in: AUDITED } });
}

export async function readClaimHistory(actor: Actor, ref: ClaimRef, q: { page: number; limit: number }) {
  const { claim } = await loadClaimerClaim(actor, ref);
  const where = { claimId: claim.id, accountId: actor.accountId };
  const [total, history] = await Promise.all([
    db().history.count({ where }),
    entries(where, { skip: (q.page - 1) * q.limit, take: q.limit }),
  ]);
  return { history, total, page: q.page, limit: q.limit };
}
