import 'server-only';
// The schedule of work as a table, for the claim and the certificate alike: every item by section
// (base contract, variations, materials) with its quantity, unit and rate where it has them, its
// money columns and its percent, then a subtotal per section. Descriptions are printed in full:
// a row grows to as many lines as its description needs and moves to the next page whole, under
// the repeated header. Each row's text is measured once — its width, and only when that is too
// wide for one line its wrapped height — and a one-line text is then drawn without pdfkit's line
// wrapper, so thousands of rows still lay out in a single synchronous pass. Each document says which
// money columns it shows (ScheduleLayout); how tightly they are set follows from how many (MEASURES).
import { formatHundredths, formatMoney, formatPercent } from '@/lib/domain/money-format';
import { CONTENT_WIDTH, INK, PAGE, type Doc } from './document';
import { FONT } from './fonts';
import { memo } from './format';
import { lineText } from './line-text';

/** A one-line row; taller rows grow by their text's measured height. */
const ROW = 12;
/** Space a cell leaves at its right edge. */
const PAD = 3;
/** Marks an item excluded from retention; the footnote under the table explains it. */
export const NO_RETENTION_MARK = '†';
export const NO_RETENTION_NOTE = `${NO_RETENTION_MARK} Excluded from retention.`;

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
  /** The item's quantity ×100 and its unit, and its rate in cents, where it has them. */
  quantity: number | null;
  unit: string | null;
  rate: number | null;
  excludeRetention: boolean;
}

export type ScheduleBucket = 'base' | 'variations' | 'materials';

type Column<F> = { title: string; cents: (figures: F) => number };

/** One document's table: its heading and its money columns, picked from figures F. */
export interface ScheduleLayout<F> {
  heading: string;
  /** Four or five: how tightly the table is set follows from how many (MEASURES). */
  columns:
    | readonly [Column<F>, Column<F>, Column<F>, Column<F>]
    | readonly [Column<F>, Column<F>, Column<F>, Column<F>, Column<F>];
}

/**
 * Points, by how many money columns a table has: text size, indent per level of depth, and the
 * column widths. A figure wider than its column is set smaller (right()), so the description keeps
 * room to read.
 */
const MEASURES = {
  // Four money columns of 62 points hold amounts to $99,999,999.99 at this size.
  4: {
    fontSize: 7,
    indent: 6,
    refWidth: 36,
    qtyWidth: 42,
    rateWidth: 50,
    moneyWidth: 62,
    percentWidth: 33,
  },
  // Five of 54 points hold amounts to $9,999,999.99: set a little tighter.
  5: {
    fontSize: 6.5,
    indent: 5,
    refWidth: 30,
    qtyWidth: 40,
    rateWidth: 46,
    moneyWidth: 54,
    percentWidth: 30,
  },
} as const;

type Face = (typeof FONT)[keyof typeof FONT];

const SECTIONS = [
  { kind: 'base', title: 'Base contract', bucket: 'base' },
  { kind: 'variation', title: 'Variations', bucket: 'variations' },
  { kind: 'material', title: 'Materials', bucket: 'materials' },
] as const;

/**
 * Right-aligned in its column on one line, at `size`. A figure too wide for the column (a total in
 * the billions) is set smaller rather than run into its neighbour.
 */
function right(
  doc: Doc,
  text: string,
  x: number,
  width: number,
  y: number,
  size: number,
  wide = doc.widthOfString(text),
): void {
  const room = width - PAD;
  if (wide <= room) {
    lineText(doc, text, x + room - wide, y);
    return;
  }
  lineText(doc.fontSize((size * room) / wide), text, x, y);
  doc.fontSize(size);
}

/** A cell's text, measured in the font it will be drawn in: its width, and its height if it wraps. */
interface Measured {
  text: string;
  wide: number;
  wraps: boolean;
  /** Of the row it needs. */
  height: number;
}

function measure(doc: Doc, text: string, width: number): Measured {
  const wide = doc.widthOfString(text);
  if (wide <= width) return { text, wide, wraps: false, height: ROW };
  return { text, wide, wraps: true, height: doc.heightOfString(text, { width }) + 4 };
}

/** Draws a measured cell at (x, y) within `width`. One line — nearly every row — skips pdfkit's line wrapper. */
function drawCell(doc: Doc, m: Measured, x: number, y: number, width: number, align: 'left' | 'right'): void {
  if (m.wraps) doc.text(m.text, x, y, { width, align });
  else if (m.text) lineText(doc, m.text, align === 'right' ? x + width - m.wide : x, y);
}

function quantityText(row: ScheduleRow): string {
  const qty = row.quantity === null ? '' : formatHundredths(row.quantity);
  const unit = row.unit ?? '';
  return qty && unit ? `${qty} ${unit}` : qty || unit;
}

function descriptionText(row: ScheduleRow): string {
  const noted = row.note ? `${row.description} (${row.note})` : row.description;
  // A no-break space keeps the mark with the last word when the description wraps.
  return row.excludeRetention ? `${noted}\u00a0${NO_RETENTION_MARK}` : noted;
}

export function drawScheduleTable<F>(
  doc: Doc,
  layout: ScheduleLayout<F>,
  input: { rows: readonly (ScheduleRow & F)[]; currency: string },
  sectionTotal: (bucket: ScheduleBucket) => F,
): void {
  const { columns } = layout;
  const {
    fontSize,
    indent: depthIndent,
    refWidth,
    qtyWidth,
    rateWidth,
    moneyWidth,
    percentWidth,
  } = MEASURES[columns.length];
  const fixed = refWidth + qtyWidth + rateWidth + columns.length * moneyWidth + percentWidth;
  const descWidth = CONTENT_WIDTH - fixed;
  const qtyX = PAGE.left + refWidth + descWidth;
  const rateX = qtyX + qtyWidth;
  const moneyX = (i: number) => rateX + rateWidth + i * moneyWidth;
  const percentX = moneyX(columns.length);
  const money = memo((cents: number) => formatMoney(cents, { currency: input.currency }));
  const percent = memo(formatPercent);
  /** Figures are set at the table's size in the row's face: each is measured once per face. */
  const widths: Record<Face, (text: string) => number> = {
    [FONT.regular]: memo((text: string) => doc.widthOfString(text)),
    [FONT.bold]: memo((text: string) => doc.widthOfString(text)),
  };
  /** A figure right-aligned in its column, in `face` (the font set) at the table's size. */
  const figure = (text: string, x: number, width: number, face: Face) =>
    right(doc, text, x, width, y, fontSize, widths[face](text));
  // Column titles wrap within their column; the header is as tall as its tallest title.
  const titles = [
    { title: 'Qty', x: qtyX, width: qtyWidth },
    { title: 'Rate', x: rateX, width: rateWidth },
    ...columns.map((column, i) => ({ title: column.title, x: moneyX(i), width: moneyWidth })),
    { title: '%', x: percentX, width: percentWidth },
  ];
  doc.font(FONT.bold).fontSize(fontSize);
  const heads = titles.map((t) => ({ ...t, m: measure(doc, t.title, t.width - PAD) }));
  const headerHeight = Math.max(...heads.map((t) => t.m.height));
  /** The text colour last set on this page: a row sets it only when it differs (muted or not). */
  let inked: string = INK.text;
  const header = (top: number) => {
    doc.rect(PAGE.left, top - 2, CONTENT_WIDTH, headerHeight + 2).fill(INK.fill);
    doc
      .fillColor((inked = INK.text))
      .font(FONT.bold)
      .fontSize(fontSize);
    lineText(doc, 'Ref', PAGE.left + 2, top + 1);
    lineText(doc, 'Description', PAGE.left + refWidth, top + 1);
    for (const t of heads) drawCell(doc, t.m, t.x, top + 1, t.width - PAD, 'right');
    return top + headerHeight + 4;
  };
  doc.addPage();
  doc.font(FONT.bold).fontSize(12).text(layout.heading, PAGE.left, PAGE.top);
  let y = header(doc.y + 6);
  const bottom = PAGE.height - PAGE.bottom - ROW;
  /** Starts a new page under the header unless `height` fits on this one; says whether it did. */
  const room = (height: number) => {
    if (y + height <= bottom) return false;
    doc.addPage();
    y = header(PAGE.top);
    return true;
  };
  const line = (figures: F, pct: string, face: Face) => {
    for (let i = 0; i < columns.length; i++) {
      figure(money(columns[i]!.cents(figures)), moneyX(i), moneyWidth, face);
    }
    figure(pct, percentX, percentWidth, face);
  };
  const faceOf = (row: ScheduleRow) => (row.isParent ? FONT.bold : FONT.regular);
  const style = (row: ScheduleRow) => {
    doc.font(faceOf(row)).fontSize(fontSize);
    const color = row.counts ? INK.text : INK.muted;
    if (color !== inked) doc.fillColor((inked = color));
  };
  let excluded = false;
  for (const section of SECTIONS) {
    const rows = input.rows.filter((r) => r.kind === section.kind);
    if (rows.length === 0) continue;
    room(3 * ROW);
    doc
      .font(FONT.bold)
      .fontSize(8)
      .fillColor((inked = INK.text));
    lineText(doc, section.title, PAGE.left + 2, y + 2);
    y += ROW + 2;
    for (const row of rows) {
      excluded ||= row.excludeRetention;
      style(row);
      const indent = Math.min(row.depth, 6) * depthIndent;
      const descriptionWidth = descWidth - indent - 4;
      const description = measure(doc, descriptionText(row), descriptionWidth);
      const quantity = measure(doc, quantityText(row), qtyWidth - PAD);
      const ref = measure(doc, row.ref, refWidth - 4);
      const height = Math.max(ref.height, description.height, quantity.height);
      // Measured in the row's own style; a new page's header sets its own, so set it again.
      if (room(height)) style(row);
      drawCell(doc, ref, PAGE.left + 2, y, refWidth - 4, 'left');
      drawCell(doc, description, PAGE.left + refWidth + indent, y, descriptionWidth, 'left');
      drawCell(doc, quantity, qtyX, y, qtyWidth - PAD, 'right');
      if (row.rate !== null) figure(money(row.rate), rateX, rateWidth, faceOf(row));
      line(row, percent(row.percent), faceOf(row));
      y += height;
    }
    room(ROW);
    doc
      .moveTo(moneyX(0), y - 1)
      .lineTo(PAGE.left + CONTENT_WIDTH, y - 1)
      .lineWidth(0.5)
      .strokeColor(INK.rule)
      .stroke();
    doc
      .font(FONT.bold)
      .fontSize(fontSize)
      .fillColor((inked = INK.text));
    lineText(doc, `Total ${section.title.toLowerCase()}`, PAGE.left + refWidth, y + 1);
    y += 1;
    line(sectionTotal(section.bucket), '', FONT.bold);
    y += ROW + 6;
  }
  if (excluded) {
    room(ROW);
    doc.font(FONT.regular).fontSize(fontSize).fillColor(INK.muted);
    lineText(doc, NO_RETENTION_NOTE, PAGE.left, y);
    doc.fillColor(INK.text);
    y += ROW;
  }
  doc.x = PAGE.left;
  doc.y = y;
}
