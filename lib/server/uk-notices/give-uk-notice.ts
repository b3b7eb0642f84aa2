import 'server-only';
// Give a UK notice on a claim (issue 32): the payer's pay less notice (HGCRA 1996 s111(3)–(5)) from
// the cert side, the payee's notice in default of a payment notice (s110B(2)–(3)) from the claim
// side. One transaction, under the contract's ledger lock (so a certificate issued at the same
// moment is seen): the rule is checked again (notice-rules.ts), the notice is recorded with its
// deadline, source, final date and whether it is late, the history row is written, and one email
// per recipient is queued, which carries the notice's PDF after commit. A pay less notice given
// after its deadline is still given — the payer may want it on record — but the answer, the row and
// the document say it is late.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { dbDate } from '@/lib/domain/date-columns';
import { formatMoney } from '@/lib/domain/money-format';
import { dayIn } from '@/lib/domain/zoned-dates';
import {
  UK_NOTICE_TITLES,
  ukNoticeParagraphs,
  ukNoticeStatement,
  type UkNoticeContent,
} from '@/lib/domain/uk-notices';
import { enqueueEmail } from '@/lib/email/outbox';
import type { TUkNoticeInput } from '@/lib/schemas/uk-notices';
import type { GbJurisdiction } from '@/lib/domain/working-days';
import type { Actor } from '../session/resolve-actor';
import { assertEmailVerified } from '../auth/email-verification';
import { assertNotUnderMaintenance } from '../documents/contract-maintenance';
import { recordHistory } from '../history';
import { lockLedger } from '../ledger/lock-ledger';
import type { ClaimRef } from '../claims/load-claim';
import { certName } from '../certs/load-cert';
import { loadNoticeClaim } from './load-notice-claim';
import { noticeJson } from './list-uk-notices';
import { checkNotice, type NoticeSide } from './notice-rules';

export const LATE_PAY_LESS =
  'This pay less notice is given after the last day for one (HGCRA 1996 s111(5)): it may have no effect, and the notified sum may still be payable in full.';

export async function giveUkNotice(actor: Actor, ref: ClaimRef, side: NoticeSide, input: TUkNoticeInput) {
  const { contract, claim, projectId } = await loadNoticeClaim(actor, ref, side, 'claim_or_cert');
  assertNotUnderMaintenance(contract);
  await assertEmailVerified(actor.userId);
  const recipients = [...new Map(input.to_contacts.map((r) => [r.contact_email, r])).values()];

  const notice = await db().$transaction(async (tx) => {
    await lockLedger(tx, contract.id);
    const now = new Date();
    const check = await checkNotice(tx, side, contract, claim, now);
    if (!check.allowed) throw new AppError('conflict', check.reason);
    const t = check.timing;
    const cert = check.certId
      ? await tx.certificate.findUniqueOrThrow({
          where: { id: check.certId },
          select: { number: true, certificateRef: true, term: true },
        })
      : null;
    const issuedOn = dayIn(now, contract.timeZone);
    const content: UkNoticeContent = {
      kind: check.kind,
      jurisdiction: contract.jurisdiction as GbJurisdiction,
      payer: contract.payerName ?? '',
      payee: contract.payeeName ?? '',
      contract: contract.name,
      contractNumber: contract.contractNumber,
      claimName: claim.name,
      certName: cert ? certName(cert) : null,
      currency: contract.currency,
      sumDue: input.sum_due,
      basis: input.basis,
      issuedOn,
      deadline: t.deadline,
      deadlineSource: t.source,
      late: t.late,
      finalDate: t.finalDate,
      consequence: t.consequence,
    };
    const row = await tx.ukNotice.create({
      data: {
        accountId: actor.accountId,
        contractId: contract.id,
        claimId: claim.id,
        certId: check.certId,
        kind: check.kind,
        sumDue: BigInt(input.sum_due),
        basis: input.basis,
        recipients: recipients.map((r) => r.contact_email),
        issuedAt: now,
        issuedOn: dbDate(issuedOn),
        issuedById: actor.userId,
        deadline: dbDate(t.deadline),
        deadlineSource: t.source,
        late: t.late,
        finalDate: dbDate(t.finalDate),
        consequence: t.consequence,
        content: content as never,
      },
    });
    await recordHistory(
      tx,
      actor,
      `uk_notice.${check.kind}`,
      { projectId, contractId: contract.id, claimId: claim.id, certId: check.certId ?? undefined },
      {
        notice_id: row.id,
        sum_due: input.sum_due,
        issued_on: issuedOn,
        deadline: t.deadline,
        source: t.source,
        late: t.late,
        final_date: t.finalDate,
        recipients: row.recipients,
      },
    );
    const money = (cents: number) => formatMoney(cents, { currency: content.currency });
    const title = UK_NOTICE_TITLES[check.kind];
    for (const r of recipients)
      await enqueueEmail(tx, {
        accountId: actor.accountId,
        idempotencyKey: `uk-notice:${row.id}:${r.contact_email}`,
        to: r.contact_email,
        toName: r.contact_name ?? null,
        template: 'uk_notice',
        payload: {
          contractId: contract.id,
          noticeId: row.id,
          subject: `${title} – ${claim.name} – ${contract.name}`,
          recipientName: r.contact_name || r.contact_email,
          paragraphs: [ukNoticeStatement(content), ...ukNoticeParagraphs(content, money)],
          attachmentIds: [],
          sharedLinks: [],
          alsoSentTo: recipients.length > 1 ? recipients.map((x) => x.contact_email) : null,
        },
      });
    return row;
  });
  return {
    notice: { ...noticeJson(notice), recipients: notice.recipients },
    emails_queued: recipients.length,
    warning: notice.late ? LATE_PAY_LESS : null,
  };
}
