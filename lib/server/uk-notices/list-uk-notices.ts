import 'server-only';
// GET …/claim/{cl}/uk_notices, for either party: the UK notices given on the claim (both kinds,
// whoever gave them: each is a document served on the other party), each with its dates, deadline,
// source and consequence, and the caller's own issue check — whether it may give its notice today,
// and what that would mean (late or not, the final date it leaves).
import { db } from '@/lib/db/client';
import type { UkNotice } from '@/lib/db/generated/client';
import { isoDate } from '@/lib/domain/date-columns';
import { UK_NOTICE_TITLES } from '@/lib/domain/uk-notices';
import type { Actor } from '../session/resolve-actor';
import type { ClaimRef } from '../claims/load-claim';
import { loadNoticeClaim } from './load-notice-claim';
import { checkJson, checkNotice, type NoticeSide } from './notice-rules';

export function noticeJson(n: UkNotice) {
  return {
    id: n.id,
    kind: n.kind,
    title: UK_NOTICE_TITLES[n.kind],
    given_by: n.kind === 'pay_less_notice' ? ('payer' as const) : ('payee' as const),
    claim_id: n.claimId,
    cert_id: n.certId,
    sum_due: Number(n.sumDue),
    basis: n.basis,
    issued_at: n.issuedAt.toISOString(),
    issued_on: isoDate(n.issuedOn),
    deadline: isoDate(n.deadline),
    deadline_source: n.deadlineSource,
    late: n.late,
    final_date: isoDate(n.finalDate),
    consequence: n.consequence,
  };
}

export async function listUkNotices(actor: Actor, ref: ClaimRef, side: NoticeSide) {
  const { contract, claim } = await loadNoticeClaim(actor, ref, side);
  const [rows, check] = await Promise.all([
    db().ukNotice.findMany({
      where: { claimId: claim.id, contractId: contract.id },
      orderBy: { issuedAt: 'asc' },
    }),
    checkNotice(db(), side, contract, claim, new Date()),
  ]);
  // The other party's recipients are its own business; each side sees whom it sent its own to.
  const mine = side === 'cert' ? 'pay_less_notice' : 'payee_default_notice';
  return {
    currency: contract.currency,
    notices: rows.map((n) => ({ ...noticeJson(n), recipients: n.kind === mine ? n.recipients : undefined })),
    check: checkJson(check),
  };
}
