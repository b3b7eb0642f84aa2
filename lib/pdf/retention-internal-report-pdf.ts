import 'server-only';
// The payer's internal report on the retention money it holds on trust, for its directors (issue
// 31; MBIE's example "Internal Report"): the totals, each payee and contract — balances, what is not
// yet deposited and by when, releases due — then the instruments and trust accounts and what is
// wrong with them, in the sentences of lib/domain/retention-internal-report.ts (the API's figures).
import {
  internalReportLines,
  type InternalReport,
  type ReportLine,
} from '@/lib/domain/retention-internal-report';
import { CONTENT_WIDTH, createDocument, PAGE, type Doc } from './document';
import { FONT } from './fonts';
import { drawTitle, field } from './front-page';

export const INTERNAL_REPORT_TITLE = 'Retention internal report';

export async function renderInternalReportPdf(r: InternalReport): Promise<Buffer> {
  const { doc, finish } = createDocument({
    title: `${INTERNAL_REPORT_TITLE} — ${r.account}`,
    author: r.account,
  });
  drawTitle(doc, {
    title: INTERNAL_REPORT_TITLE,
    name: r.account,
    statement: 'Retention money held on trust (Construction Contracts Act 2002, Part 2A): for the directors.',
  });
  field(doc, 'As at', r.made_on);
  for (const line of internalReportLines(r)) paragraph(doc, line);
  return finish({ heading: INTERNAL_REPORT_TITLE.toUpperCase(), subheading: r.made_on, footer: r.account });
}

/** A paragraph wrapped to the page's width (a long contract or bank name runs on). */
function paragraph(doc: Doc, line: ReportLine) {
  if (line.bold) doc.moveDown(0.4);
  doc
    .font(line.bold ? FONT.bold : FONT.regular)
    .fontSize(line.bold ? 10 : 9)
    .text(line.text, PAGE.left, doc.y, { width: CONTENT_WIDTH })
    .moveDown(0.3);
}
