import 'server-only';
// A UK notice that is not a certificate (issue 32): the payer's pay less notice (HGCRA 1996 s111)
// or the payee's notice in default of a payment notice (s110B). Its title, the provision it is given
// under, the parties and contract, then its words — the same words its email gives
// (lib/domain/uk-notices.ts ukNoticeParagraphs): the date, the sum, the basis, the deadline with
// its source, the final date for payment and what the notice means.
import { formatMoney } from '@/lib/domain/money-format';
import {
  UK_NOTICE_TITLES,
  ukNoticeParagraphs,
  ukNoticeStatement,
  type UkNoticeContent,
} from '@/lib/domain/uk-notices';
import { createDocument, CONTENT_WIDTH, PAGE } from './document';
import { FONT } from './fonts';
import { drawParties, drawTitle } from './front-page';

export async function renderUkNoticePdf(c: UkNoticeContent): Promise<Buffer> {
  const title = UK_NOTICE_TITLES[c.kind];
  const { doc, finish } = createDocument({
    title: `${title} — ${c.contract}`,
    author: c.kind === 'pay_less_notice' ? c.payer : c.payee,
  });
  drawTitle(doc, { title, name: c.claimName, statement: ukNoticeStatement(c) });
  drawParties(
    doc,
    { label: 'Payer', name: c.payer },
    { label: 'Payee', name: c.payee },
    { name: c.contract, number: c.contractNumber, siteAddress: null, trade: null },
  );
  const money = (cents: number) => formatMoney(cents, { currency: c.currency });
  doc.font(FONT.regular).fontSize(9);
  for (const paragraph of ukNoticeParagraphs(c, money))
    doc.text(paragraph, PAGE.left, doc.y, { width: CONTENT_WIDTH }).moveDown(0.4);
  return finish({
    heading: title.toUpperCase(),
    subheading: c.contract,
    footer: c.kind === 'pay_less_notice' ? c.payer : c.payee,
  });
}
