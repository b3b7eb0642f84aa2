import 'server-only';
// A UK notice's PDF, rendered from the content frozen when it was given: for its email
// (lib/email/issued-pdfs.ts) and for either party's download (GET …/uk_notices/{notice}/pdf).
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { UkNoticeContent } from '@/lib/domain/uk-notices';
import { UK_NOTICE_TITLES } from '@/lib/domain/uk-notices';
import { renderPdf } from '@/lib/pdf/pool/render-pdf';
import type { Actor } from '../session/resolve-actor';
import type { ClaimRef } from '../claims/load-claim';
import { loadNoticeClaim } from './load-notice-claim';
import type { NoticeSide } from './notice-rules';

export async function renderUkNoticeDocument(contractId: string, noticeId: string, claimId?: string) {
  const row = await db().ukNotice.findFirst({
    where: { id: noticeId, contractId, ...(claimId ? { claimId } : {}) },
    select: { kind: true, content: true, issuedOn: true },
  });
  if (!row) throw new AppError('not_found');
  const content = row.content as unknown as UkNoticeContent;
  return {
    filename: `${UK_NOTICE_TITLES[row.kind].replace(/'/g, '')} ${content.issuedOn}.pdf`,
    bytes: await renderPdf('ukNotice', content),
  };
}

export async function downloadUkNoticePdf(actor: Actor, ref: ClaimRef, side: NoticeSide, noticeId: string) {
  const { contract, claim } = await loadNoticeClaim(actor, ref, side);
  return renderUkNoticeDocument(contract.id, noticeId, claim.id);
}
