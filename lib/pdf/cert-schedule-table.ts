import 'server-only';
// The schedule of work as certified: every item with its contract value, what was claimed to date,
// what was certified before, this certificate and certified to date, by section, with section
// subtotals. Fixed-height rows and measured right-alignment, so long schedules lay out in one pass.
import type { Amounts } from '@/lib/domain/line-items';
import { formatMoney, formatPercent } from '@/lib/domain/money-format';
import type { CertPdfInput, CertPdfRow } from './cert-pdf-types';
import { CONTENT_WIDTH, INK, PAGE, type Doc } from './document';
import { FONT } from './fonts';

const ROW = 12;
const MONEY_W = 66;
const PCT_W = 36;
const REF_W = 40;
const DESC_W = CONTENT_WIDTH - REF_W - 5 * MONEY_W - PCT_W;
const COLUMNS = [
  'contractValue',
  'claimedToDate',
  'previousCertified',
  'thisCert',
  'certifiedToDate',
] as const;
const TITLES = [
  'Contract value',
  'Claimed to date',
  'Prev. certified',
  'This certificate',
  'Certified to date',
];
const moneyX = (i: number) => PAGE.left + REF_W + DESC_W + i * MONEY_W;
const PCT_X = moneyX(5);

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
  doc.fillColor(INK.text).font(FONT.bold).fontSize(6.5);
  doc.text('Ref', PAGE.left + 2, y + 1, { lineBreak: false });
  doc.text('Description', PAGE.left + REF_W, y + 1, { lineBreak: false });
  TITLES.forEach((title, i) => right(doc, title, moneyX(i), MONEY_W, y + 1));
  right(doc, '%', PCT_X, PCT_W, y + 1);
  return y + ROW + 4;
}

type Figures = Pick<CertPdfRow, (typeof COLUMNS)[number]>;

export function drawCertSchedule(doc: Doc, input: CertPdfInput): void {
  const seen = new Map<number, string>();
  const money = (cents: number) => {
    let text = seen.get(cents);
    if (text === undefined) seen.set(cents, (text = formatMoney(cents, { currency: input.currency })));
    return text;
  };
  doc.addPage();
  doc.font(FONT.bold).fontSize(12).text('Schedule of work as certified', PAGE.left, PAGE.top);
  let y = header(doc, doc.y + 6);
  const bottom = PAGE.height - PAGE.bottom - ROW;
  const room = (rows: number) => {
    if (y + rows * ROW <= bottom) return;
    doc.addPage();
    y = header(doc, PAGE.top);
  };
  const line = (row: Figures, pct: string) => {
    COLUMNS.forEach((column, i) => right(doc, money(row[column]), moneyX(i), MONEY_W, y));
    right(doc, pct, PCT_X, PCT_W, y);
  };
  for (const section of SECTIONS) {
    const rows = input.rows.filter((r) => r.kind === section.kind);
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
        .fontSize(6.5)
        .fillColor(row.counts ? INK.text : INK.muted);
      doc.text(row.ref, PAGE.left + 2, y, {
        width: REF_W - 4,
        height: ROW,
        lineBreak: false,
        ellipsis: true,
      });
      const indent = Math.min(row.depth, 6) * 5;
      const description = row.note ? `${row.description} (${row.note})` : row.description;
      doc.text(description, PAGE.left + REF_W + indent, y, {
        width: DESC_W - indent - 4,
        height: ROW,
        lineBreak: false,
        ellipsis: true,
      });
      line(row, formatPercent(row.percent));
      y += ROW;
    }
    const cert: Amounts = input.totals.schedule.totals[section.bucket];
    const claimed: Amounts = input.claimedTotals.schedule.totals[section.bucket];
    room(1);
    doc
      .moveTo(moneyX(0), y - 1)
      .lineTo(PAGE.left + CONTENT_WIDTH, y - 1)
      .lineWidth(0.5)
      .strokeColor(INK.rule)
      .stroke();
    doc
      .font(FONT.bold)
      .fontSize(6.5)
      .fillColor(INK.text)
      .text(`Total ${section.title.toLowerCase()}`, PAGE.left + REF_W, y + 1, { lineBreak: false });
    y += 1;
    line(
      {
        contractValue: cert.total,
        claimedToDate: claimed.toDate,
        previousCertified: cert.previous,
        thisCert: cert.thisPeriod,
        certifiedToDate: cert.toDate,
      },
      '',
    );
    y += ROW + 6;
  }
  doc.x = PAGE.left;
  doc.y = y;
}
