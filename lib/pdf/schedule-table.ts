import 'server-only';
// The schedule of work as a table, for the claim and the certificate alike: every item by section
// (base contract, variations, materials) with its money columns and its percent, then a subtotal
// per section. Each row is one line of fixed height and amounts are placed right-aligned by
// measured width, so thousands of rows lay out in a single synchronous pass. Each document says
// which money columns it shows and how tightly they are set (ScheduleLayout).
import { formatMoney, formatPercent } from '@/lib/domain/money-format';
import { CONTENT_WIDTH, INK, PAGE, type Doc } from './document';
import { FONT } from './fonts';

const ROW = 12;

/** What every schedule row has besides its money columns. */
export interface ScheduleRow {
  ref: string;
  description: string;
  depth: number;
  kind: 'base' | 'variation' | 'material';
  isParent: boolean;
  /** A rejected variation, or a pending one that may not count, is shown muted but not added up. */
  counts: boolean;
  /** e.g. 'pending approval' or 'rejected' for variations. */
  note: string | null;
  /** Basis points of the contract value to date (claimed, or certified). */
  percent: number;
}

export type ScheduleBucket = 'base' | 'variations' | 'materials';

/** One document's table: its heading, its money columns (picked from figures F) and its measures. */
export interface ScheduleLayout<F> {
  heading: string;
  columns: readonly { title: string; cents: (figures: F) => number }[];
  /** Points: text size, indent per level of depth, and the column widths. */
  fontSize: number;
  indent: number;
  refWidth: number;
  moneyWidth: number;
  percentWidth: number;
}

const SECTIONS = [
  { kind: 'base', title: 'Base contract', bucket: 'base' },
  { kind: 'variation', title: 'Variations', bucket: 'variations' },
  { kind: 'material', title: 'Materials', bucket: 'materials' },
] as const;

function right(doc: Doc, text: string, x: number, width: number, y: number): void {
  doc.text(text, x + width - 3 - doc.widthOfString(text), y, { lineBreak: false });
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

export function drawScheduleTable<F>(
  doc: Doc,
  layout: ScheduleLayout<F>,
  table: {
    rows: readonly (ScheduleRow & F)[];
    currency: string;
    sectionTotal: (bucket: ScheduleBucket) => F;
  },
): void {
  const { columns, fontSize, refWidth, moneyWidth, percentWidth } = layout;
  const descWidth = CONTENT_WIDTH - refWidth - columns.length * moneyWidth - percentWidth;
  const moneyX = (i: number) => PAGE.left + refWidth + descWidth + i * moneyWidth;
  const percentX = moneyX(columns.length);
  const money = memo((cents: number) => formatMoney(cents, { currency: table.currency }));
  const percent = memo(formatPercent);
  const header = (top: number) => {
    doc.rect(PAGE.left, top - 2, CONTENT_WIDTH, ROW + 2).fill(INK.fill);
    doc.fillColor(INK.text).font(FONT.bold).fontSize(fontSize);
    doc.text('Ref', PAGE.left + 2, top + 1, { lineBreak: false });
    doc.text('Description', PAGE.left + refWidth, top + 1, { lineBreak: false });
    columns.forEach((column, i) => right(doc, column.title, moneyX(i), moneyWidth, top + 1));
    right(doc, '%', percentX, percentWidth, top + 1);
    return top + ROW + 4;
  };
  doc.addPage();
  doc.font(FONT.bold).fontSize(12).text(layout.heading, PAGE.left, PAGE.top);
  let y = header(doc.y + 6);
  const bottom = PAGE.height - PAGE.bottom - ROW;
  const room = (rows: number) => {
    if (y + rows * ROW <= bottom) return;
    doc.addPage();
    y = header(PAGE.top);
  };
  const line = (figures: F, pct: string) => {
    columns.forEach((column, i) => right(doc, money(column.cents(figures)), moneyX(i), moneyWidth, y));
    right(doc, pct, percentX, percentWidth, y);
  };
  for (const section of SECTIONS) {
    const rows = table.rows.filter((r) => r.kind === section.kind);
    if (rows.length === 0) continue;
    room(3);
    doc
      .font(FONT.bold)
      .fontSize(8)
      .fillColor(INK.text)
      .text(section.title, PAGE.left + 2, y + 2, { lineBreak: false });
    y += ROW + 2;
    for (const row of rows) {
      room(1);
      doc
        .font(row.isParent ? FONT.bold : FONT.regular)
        .fontSize(fontSize)
        .fillColor(row.counts ? INK.text : INK.muted);
      doc.text(row.ref, PAGE.left + 2, y, {
        width: refWidth - 4,
        height: ROW,
        lineBreak: false,
        ellipsis: true,
      });
      const indent = Math.min(row.depth, 6) * layout.indent;
      const description = row.note ? `${row.description} (${row.note})` : row.description;
      doc.text(description, PAGE.left + refWidth + indent, y, {
        width: descWidth - indent - 4,
        height: ROW,
        lineBreak: false,
        ellipsis: true,
      });
      line(row, percent(row.percent));
      y += ROW;
    }
    room(1);
    doc
      .moveTo(moneyX(0), y - 1)
      .lineTo(PAGE.left + CONTENT_WIDTH, y - 1)
      .lineWidth(0.5)
      .strokeColor(INK.rule)
      .stroke();
    doc
      .font(FONT.bold)
      .fontSize(fontSize)
      .fillColor(INK.text)
      .text(`Total ${section.title.toLowerCase()}`, PAGE.left + refWidth, y + 1, { lineBreak: false });
    y += 1;
    line(table.sectionTotal(section.bucket), '');
    y += ROW + 6;
  }
  doc.x = PAGE.left;
  doc.y = y;
}
