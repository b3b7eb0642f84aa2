import 'server-only';
// Whether a UK notice may be given on a claim today, and if so with which deadline, final date and
// consequence (lib/domain/uk-notices.ts over the one deadline engine). The same answer is the
// issue check both screens show before a notice is given and the rule the giving applies inside
// its transaction, under the contract's ledger lock, so a certificate issued meanwhile is seen.
import type { Db, Tx } from '@/lib/db/client';
import type { Claim } from '@/lib/db/generated/client';
import {
  defaultNoticeTiming,
  isUkJurisdiction,
  payLessTiming,
  type UkNoticeKind,
  type UkNoticeTiming,
} from '@/lib/domain/uk-notices';
import { isoDate } from '@/lib/domain/date-columns';
import { dayIn } from '@/lib/domain/zoned-dates';
import { SERVED_STATUSES } from '@/lib/domain/claim-status';
import type { ClaimContract } from '../documents/document-contract';
import { claimDeadlines } from '../claims/claim-dates';

export type NoticeSide = 'cert' | 'claim';

/** The notice each party gives: the payer a pay less notice, the payee a default notice. */
export const KIND_OF_SIDE: Record<NoticeSide, UkNoticeKind> = {
  cert: 'pay_less_notice',
  claim: 'payee_default_notice',
};

export const NOT_UK =
  'UK notices are given only on contracts in England, Wales, Scotland or Northern Ireland.';

export type NoticeCheck =
  | { allowed: true; kind: UkNoticeKind; timing: UkNoticeTiming; certId: string | null }
  | { allowed: false; kind: UkNoticeKind; reason: string; timing: null; certId: null };

const refuse = (kind: UkNoticeKind, reason: string): NoticeCheck => ({
  allowed: false,
  kind,
  reason,
  timing: null,
  certId: null,
});

export async function checkNotice(
  client: Db | Tx,
  side: NoticeSide,
  contract: ClaimContract,
  claim: Claim,
  now: Date,
): Promise<NoticeCheck> {
  const kind = KIND_OF_SIDE[side];
  const j = contract.jurisdiction;
  if (!isUkJurisdiction(j)) return refuse(kind, NOT_UK);
  if (!(SERVED_STATUSES as readonly string[]).includes(claim.status))
    return refuse(kind, 'The claim has not been issued to the payer, so no notice can be given on it yet.');
  const [notices, certs] = await Promise.all([
    client.ukNotice.findMany({ where: { claimId: claim.id }, select: { kind: true, finalDate: true } }),
    client.certificate.findMany({
      where: { claimId: claim.id, status: 'issued' },
      orderBy: { servedAt: 'desc' },
      select: { id: true, servedAt: true },
    }),
  ]);
  if (notices.some((n) => n.kind === kind))
    return refuse(
      kind,
      kind === 'pay_less_notice'
        ? 'A pay less notice was already given for this claim.'
        : 'A default notice was already given for this claim.',
    );
  const deadlines = claimDeadlines(contract, claim);
  const today = dayIn(now, contract.timeZone);
  if (kind === 'pay_less_notice') {
    const postponed = notices.find((n) => n.kind === 'payee_default_notice');
    const timing = payLessTiming(j, deadlines, today, postponed ? isoDate(postponed.finalDate) : null);
    if (!timing) return refuse(kind, NOT_UK);
    return { allowed: true, kind, timing, certId: certs[0]?.id ?? null };
  }
  const noticeDate = deadlines.payment_schedule.date;
  // s110B(1): the payee's notice stands in for a payment notice the payer did not give in time.
  const inTime = certs.find((c) => c.servedAt && dayIn(c.servedAt, contract.timeZone) <= noticeDate);
  if (inTime)
    return refuse(
      kind,
      'The payer gave its payment notice in time, so no default notice can be given (s110B(1)).',
    );
  const timing = defaultNoticeTiming(j, deadlines, today);
  if (!timing)
    return refuse(
      kind,
      `A default notice may be given only after ${noticeDate}, the last day for the payer's payment notice (s110B(2)).`,
    );
  return { allowed: true, kind, timing, certId: null };
}

/** The check as the API answers it: what giving the notice today would mean, or why it cannot be given. */
export function checkJson(check: NoticeCheck) {
  if (!check.allowed) return { kind: check.kind, allowed: false as const, reason: check.reason };
  const t = check.timing;
  return {
    kind: check.kind,
    allowed: true as const,
    reason: null,
    deadline: t.deadline,
    source: t.source,
    late_if_given_today: t.late,
    final_date: t.finalDate,
    consequence: t.consequence,
    cert_id: check.certId,
  };
}
