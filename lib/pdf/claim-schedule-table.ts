import 'server-only';
// The schedule of work (CCA s20(2)(e): how the claimed amount was calculated): every item with its
// contract value, previous, this claim and to date, by section, with section subtotals. Each row is
// one line of fixed height and amounts are placed right-aligned by measured width, so thousands of
// rows lay out in a single synchronous pass.
import type { Amounts } from '@/lib/domain/line-items';
import { formatMoney, formatPercent } from '@/lib/domain/money-format';
import type { ClaimPdfInput, ClaimPdfRow } from './claim-pdf-types';
import { CONTENT_WIDTH, INK, PAGE, type Doc } from './document';
import { FONT } from './fonts';

const ROW = 12;
const MONEY_W = 74;
const PCT_W = 40;
const REF_W = 44;
const DESC_W = CONTENT_WIDTH - REF_W - 4 * MONEY_W - PCT_W;
const X = {
  ref: PAGE.left,
  desc: PAGE.left + REF_W,
  value: PAGE.left + REF_W + DESC_W,
  previous: PAGE.left + REF_W + DESC_W + MONEY_W,
  thisClaim: PAGE.left + REF_W + DESC_W + 2 * MONEY_W,
  toDate: PAGE.left + REF_W + DESC_W + 3 * MONEY_W,
  pct: PAGE.left + REF_W + DESC_W + 4 * MONEY_W,
};

const SECTIONS = [
  { kind: 'base', title: 'Base contract', bucket: 'base' },
  { kind: 'variation', title: 'Variations', bucket: 'variations' },
  { kind: 'material', title: 'Materials', bucket: 'materials' },
] as const;

function right(doc: Doc, text: string, x: number, width: number, y: number): void {
  doc.text(text, x + width - 3 - doc.widthOfString(text), y, { lineBreak: false });
}

function header(doc: Doc, y: number): number {
  doc.rect(PAGE.left, y - 2, CONTENT_WIDTH, ROW + 2).fill(INK.fill);
  doc.fillColor(INK.text).font(FONT.bold).fontSize(7);
  doc.text('Ref', X.ref + 2, y + 1, { lineBreak: false });
  doc.text('Description', X.desc, y + 1, { lineBreak: false });
  right(doc, 'Contract value', X.value, MONEY_W, y + 1);
  right(doc, 'Previous', X.previous, MONEY_W, y + 1);
  right(doc, 'This claim', X.thisClaim, MONEY_W, y + 1);
  right(doc, 'To date', X.toDate, MONEY_W, y + 1);
  right(doc, '%', X.pct, PCT_W, y + 1);
  return y + ROW + 4;
}

/** The same few amounts recur down a long schedule ($0.00 above all): format each once per document. */
function memo<T>(format: (value: T) => string): (value: T) => string {
  const seen = new Map<T, string>();
  return (value) => {
    let text = seen.get(value);
    if (text === undefined) seen.set(value, (text = format(value)));
    return text;
  };
}

export function drawSchedule(doc: Doc, input: ClaimPdfInput): void {
  const money = memo((cents: number) => formatMoney(cents, { currency: input.currency }));
  const percent = memo(formatPercent);
  doc.addPage();
  doc.font(FONT.bold).fontSize(12).text('Schedule of work', PAGE.left, PAGE.top);
  let y = header(doc, doc.y + 6);
  const bottom = PAGE.height - PAGE.bottom - ROW;
  const room = (rows: number) => {
    if (y + rows * ROW <= bottom) return;
    doc.addPage();
    y = header(doc, PAGE.top);
  };
  const line = (
    row: Pick<ClaimPdfRow, 'contractValue' | 'previous' | 'thisClaim' | 'toDate'>,
    pct: string,
  ) => {
    right(doc, money(row.contractValue), X.value, MONEY_W, y);
    right(doc, money(row.previous), X.previous, MONEY_W, y);
    right(doc, money(row.thisClaim), X.thisClaim, MONEY_W, y);
    right(doc, money(row.toDate), X.toDate, MONEY_W, y);
    right(doc, pct, X.pct, PCT_W, y);
  };
  for (const section of SECTIONS) {
    const rows = input.rows.filter((r) => r.kind === section.kind);
    if (rows.length === 0) continue;
    room(3);
    doc
      .font(FONT.bold)
      .fontSize(8)
      .fillColor(INK.text)
      .text(section.title, X.ref + 2, y + 2, { lineBreak: false });
    y += ROW + 2;
    for (const row of rows) {
      room(1);
      doc
        .font(row.isParent ? FONT.bold : FONT.regular)
        .fontSize(7)
        .fillColor(row.counts ? INK.text : INK.muted);
      doc.text(row.ref, X.ref + 2, y, { width: REF_W - 4, height: ROW, lineBreak: false, ellipsis: true });
      const indent = Math.min(row.depth, 6) * 6;
      const description = row.note ? `${row.description} (${row.note})` : row.description;
      doc.text(description, X.desc + indent, y, {
        width: DESC_W - indent - 4,
        height: ROW,
        lineBreak: false,
        ellipsis: true,
      });
      line(row, percent(row.percent));
      y += ROW;
    }
    const a: Amounts = input.totals.schedule.totals[section.bucket];
    room(1);
    doc
      .moveTo(X.value, y - 1)
      .lineTo(PAGE.left + CONTENT_WIDTH, y - 1)
      .lineWidth(0.5)
      .strokeColor(INK.rule)
      .stroke();
    doc
      .font(FONT.bold)
      .fontSize(7)
      .fillColor(INK.text)
      .text(`Total ${section.title.toLowerCase()}`, X.desc, y + 1, { lineBreak: false });
    y += 1;
    line({ contractValue: a.total, previous: a.previous, thisClaim: a.thisPeriod, toDate: a.toDate }, '');
    y += ROW + 6;
  }
  doc.x = PAGE.left;
  doc.y = y;
}
