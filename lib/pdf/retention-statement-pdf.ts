import 'server-only';
// A statement to the payee of its retention money held on trust (issue 31; CCA s18FD; MBIE's
// example Transaction Report and Quarterly Statement, and the s18D notice of intended use): the
// parties and contract, then the statement's words — the same words its email and the API give
// (lib/domain/retention-statements.ts statementParagraphs), so the three never disagree.
import { formatMoney } from '@/lib/domain/money-format';
import {
  statementParagraphs,
  statementTitle,
  type StatementContent,
} from '@/lib/domain/retention-statements';
import { createDocument, CONTENT_WIDTH, PAGE } from './document';
import { FONT } from './fonts';
import { drawParties, drawTitle, field } from './front-page';

export async function renderStatementPdf(c: StatementContent): Promise<Buffer> {
  const title = statementTitle(c);
  const { doc, finish } = createDocument({ title: `${title} — ${c.contract}`, author: c.payer });
  drawTitle(doc, {
    title,
    name: c.contract,
    statement: 'Retention money held on trust under the Construction Contracts Act 2002, Part 2A.',
  });
  drawParties(
    doc,
    { label: 'Payer (holding the retention)', name: c.payer },
    { label: 'Payee (for whom it is held)', name: c.payee },
    { name: c.contract, number: null, siteAddress: null, trade: null },
  );
  field(doc, 'Date of this statement', c.madeOn);
  const money = (cents: number) => formatMoney(cents, { currency: c.currency });
  doc.font(FONT.regular).fontSize(9);
  for (const paragraph of statementParagraphs(c, money))
    doc.text(paragraph, PAGE.left, doc.y, { width: CONTENT_WIDTH }).moveDown(0.4);
  return finish({ heading: title.toUpperCase(), subheading: c.contract, footer: c.payer });
}
