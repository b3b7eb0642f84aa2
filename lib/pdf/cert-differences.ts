import 'server-only';
// "Reasons for the difference between the scheduled amount and the claimed amount" (CCA s21(3)(b);
// AU: the respondent's reasons for withholding; UK: the basis of the sum): every item certified
// differently from the claim, claimed against certified, with the payer's reason in full. Rows
// grow with their reason, so each is measured before it is placed and moves to a new page whole.
// The Difference column says which way it counts in the same words as the screen
// (lib/domain/difference-wording.ts), with a legend above the table. A description or reason that
// fits on one line (nearly all) is measured and drawn without pdfkit's line wrapper (one-line.ts).
import { DIFFERENCE } from '@/lib/domain/difference-wording';
import { subtract } from '@/lib/domain/money';
import { formatMoney } from '@/lib/domain/money-format';
import type { CertPdfInput } from './cert-pdf-types';
import { CONTENT_WIDTH, INK, PAGE, type Doc } from './document';
import { FONT } from './fonts';
import { lineText } from './line-text';
import { memo } from './format';
import { drawBlock, lineIn, measureBlock } from './one-line';

/** Wide enough for the Difference column's second header line, "(certified − claimed)". */
const MONEY_W = 86;
const REF_W = 44;
const DESC_W = CONTENT_WIDTH - REF_W - 3 * MONEY_W;
const X = {
  ref: PAGE.left,
  desc: PAGE.left + REF_W,
  claimed: PAGE.left + REF_W + DESC_W,
  scheduled: PAGE.left + REF_W + DESC_W + MONEY_W,
  difference: PAGE.left + REF_W + DESC_W + 2 * MONEY_W,
};

function right(doc: Doc, text: string, x: number, y: number, wide = doc.widthOfString(text)): void {
  lineText(doc, text, x + MONEY_W - 3 - wide, y);
}

/** The item's reference on one line, cut short with an ellipsis if it is too wide. */
function drawRef(doc: Doc, ref: string, y: number): void {
  lineIn(doc, ref, X.ref + 2, y, REF_W - 4, { ellipsis: true, height: 9 });
}

function header(doc: Doc, y: number): number {
  doc.rect(PAGE.left, y - 2, CONTENT_WIDTH, 22).fill(INK.fill);
  doc.fillColor(INK.text).font(FONT.bold).fontSize(7);
  lineText(doc, 'Ref', X.ref + 2, y + 1);
  lineText(doc, 'Item', X.desc, y + 1);
  right(doc, 'Claimed to date', X.claimed, y + 1);
  right(doc, 'Certified to date', X.scheduled, y + 1);
  // Two lines: the name, then which way it counts.
  right(doc, DIFFERENCE.name, X.difference, y + 1);
  right(doc, DIFFERENCE.sign, X.difference, y + 10);
  return y + 24;
}

export function drawDifferences(doc: Doc, input: CertPdfInput): void {
  doc.font(FONT.bold).fontSize(10).text('Reasons for the difference from the claimed amount', PAGE.left);
  doc.moveDown(0.3);
  if (input.differences.length === 0) {
    doc.font(FONT.regular).fontSize(9);
    doc.text('Every item is scheduled at the value claimed for it.', { width: CONTENT_WIDTH });
    return;
  }
  doc.font(FONT.regular).fontSize(8).fillColor(INK.muted);
  doc.text(DIFFERENCE.legend, PAGE.left, undefined, { width: CONTENT_WIDTH });
  doc.fillColor(INK.text).moveDown(0.3);
  // Figures are set in the regular face at 7 pt: each is formatted and measured once.
  const figure = memo((cents: number) => {
    const text = formatMoney(cents, { currency: input.currency });
    return { text, wide: doc.widthOfString(text) };
  });
  const drawFigure = (cents: number, x: number, y: number) => {
    const { text, wide } = figure(cents);
    right(doc, text, x, y, wide);
  };
  const bottom = PAGE.height - PAGE.bottom;
  let y = header(doc, doc.y + 2);
  for (const d of input.differences) {
    doc.font(FONT.regular).fontSize(7);
    const description = measureBlock(doc, d.description, DESC_W - 6);
    doc.fontSize(8);
    const reason = measureBlock(doc, `Reason: ${d.reason}`, CONTENT_WIDTH - REF_W);
    const height = Math.max(description.height, 9) + reason.height + 8;
    if (y + height > bottom) {
      doc.addPage();
      y = header(doc, PAGE.top);
    }
    // The header leaves the text colour set.
    doc.font(FONT.regular).fontSize(7);
    drawRef(doc, d.ref, y);
    drawBlock(doc, description, X.desc, y);
    drawFigure(d.claimedToDate, X.claimed, y);
    drawFigure(d.certifiedToDate, X.scheduled, y);
    drawFigure(subtract(d.certifiedToDate, d.claimedToDate), X.difference, y);
    y += Math.max(description.height, 9) + 2;
    doc.fontSize(8);
    drawBlock(doc, reason, X.desc, y);
    y += reason.height + 4;
    doc
      .moveTo(PAGE.left, y - 2)
      .lineTo(PAGE.left + CONTENT_WIDTH, y - 2)
      .lineWidth(0.3)
      .strokeColor(INK.rule)
      .stroke();
  }
  doc.x = PAGE.left;
  doc.y = y + 4;
}
