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
import { claimDeadlines } from '../claims/claim-dates';
import { certName } from '../certs/load-cert';
import { dayIn } from '@/lib/domain/zoned-dates';
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

/** The notice an issued certificate was, from its issue's history details. */
function issuedNotice(details: unknown): 'payment_notice' | 'pay_less_notice' {
  const notice = (details as { notice?: unknown } | null)?.notice;
  return notice === 'pay_less_notice' ? 'pay_less_notice' : 'payment_notice';
}

export async function listUkNotices(actor: Actor, ref: ClaimRef, side: NoticeSide) {
  const { contract, claim } = await loadNoticeClaim(actor, ref, side);
  // The other party's company, in the caller's own address book: who its notice is emailed to.
  const otherCompany = side === 'cert' ? contract.payeeCompanyId : contract.payerCompanyId;
  const [rows, check, certs, issues, contacts] = await Promise.all([
    db().ukNotice.findMany({
      where: { claimId: claim.id, contractId: contract.id },
      orderBy: { issuedAt: 'asc' },
    }),
    checkNotice(db(), side, contract, claim, new Date()),
    db().certificate.findMany({
      where: { claimId: claim.id, contractId: contract.id, status: 'issued' },
      orderBy: { servedAt: 'asc' },
      select: { id: true, number: true, certificateRef: true, term: true, servedAt: true, servedLate: true },
    }),
    // What each certificate was in law when issued, as its issue recorded it (issue-cert.ts).
    db().history.findMany({
      where: { contractId: contract.id, claimId: claim.id, action: 'certificate.issued' },
      select: { certId: true, details: true },
    }),
    otherCompany
      ? db().contact.findMany({
          where: { companyId: otherCompany, accountId: actor.accountId, email: { not: null } },
          orderBy: { createdAt: 'asc' },
          select: { name: true, email: true },
        })
      : [],
  ]);
  // The other party's recipients are its own business; each side sees whom it sent its own to.
  const mine = side === 'cert' ? 'pay_less_notice' : 'payee_default_notice';
  const deadlines = claimDeadlines(contract, claim);
  const issuedAs = new Map(issues.map((h) => [h.certId, issuedNotice(h.details)]));
  return {
    currency: contract.currency,
    /**
     * The payer's certificates issued against the claim: each its payment notice (s110A), or, issued
     * after that notice's date and paying less than the notified sum, a pay less notice (s111), with
     * the deadline of what it is (lib/server/certs/schedule-deadline.ts › issueTiming).
     */
    payment_notices: certs.map((c) => {
      const notice = issuedAs.get(c.id) ?? 'payment_notice';
      const due =
        (notice === 'pay_less_notice' && deadlines.further.find((d) => d.kind === 'pay_less_notice')) ||
        deadlines.payment_schedule;
      return {
        cert_id: c.id,
        name: certName(c),
        notice,
        issued_on: c.servedAt ? dayIn(c.servedAt, contract.timeZone) : null,
        deadline: due.date,
        deadline_source: due.source,
        late: c.servedLate,
      };
    }),
    notices: rows.map((n) => ({ ...noticeJson(n), recipients: n.kind === mine ? n.recipients : undefined })),
    check: checkJson(check),
    suggested_recipients: contacts.map((c) => ({
      contact_name: c.name,
      contact_email: c.email!.toLowerCase(),
    })),
  };
}

export type UkNoticesAnswer = Awaited<ReturnType<typeof listUkNotices>>;
