import 'server-only';
// "How the amount was calculated" (CCA s20(2)(e) for a claim, s21(3)(a) for a schedule): the money
// summary line by line, exactly as lib/domain/claim-totals computed it (gross → retention →
// releases → previous → GST/VAT → CIS). A claim prints its own figures; a certificate prints the
// claim's beside its own, so every line is read from each column's totals.
import type { ClaimTotals } from '@/lib/domain/claim-totals';
import { countryInfo } from '@/lib/domain/countries';
import { wholePercentToBps } from '@/lib/domain/money';
import { formatMoney, formatPercent } from '@/lib/domain/money-format';
import type { ClaimPdfInput } from './claim-pdf-types';
import { CONTENT_WIDTH, INK, PAGE, type Doc } from './document';
import { FONT } from './fonts';
import { lineText } from './line-text';
import { lineIn, textIn } from './one-line';

type Country = ClaimPdfInput['country'];
type Line = { label: string; pick: (t: ClaimTotals) => number; strong?: boolean } | { note: string };

/** A column of figures. The last one is the document's own: its settings decide the tax and CIS lines. */
export interface SummaryColumn {
  heading: string;
  totals: ClaimTotals;
}

/** What the document calls the lines it alone states. */
export interface SummaryWording {
  net: string;
  total: string;
  labour: string;
}

const PREVIOUS_LABEL = {
  claimed: 'Less previous claims (net to date)',
  certified: 'Less previously certified (net to date)',
  custom: 'Less previous amount (as entered)',
  paid_to_date: 'Less paid to date',
} as const;

const VALUE_W = 100;

export function summaryLines(
  columns: readonly SummaryColumn[],
  country: Country,
  wording: SummaryWording,
): Line[] {
  const own = columns.at(-1)!.totals;
  const tax = countryInfo(country).taxName;
  const any = (pick: (t: ClaimTotals) => number) => columns.some((c) => pick(c.totals) !== 0);
  const lines: Line[] = [
    { label: 'Contract value (base contract and variations)', pick: (t) => t.contractValue },
    { label: 'Base contract work to date', pick: (t) => t.baseToDate },
    { label: 'Variations to date', pick: (t) => t.variationsToDate },
    { label: 'Materials on site to date', pick: (t) => t.materialsOnSiteToDate },
    { label: 'Materials off site to date', pick: (t) => t.materialsOffSiteToDate },
    { label: 'Gross value of work to date', pick: (t) => t.grossToDate, strong: true },
    { label: 'Less retention to date', pick: (t) => -t.lessRetention },
  ];
  if (any((t) => t.retention.pcdReleaseToDate)) {
    lines.push({
      label: 'Plus retention released at practical completion',
      pick: (t) => t.retention.pcdReleaseToDate,
    });
  }
  if (any((t) => t.retention.dlpReleaseToDate)) {
    lines.push({
      label: 'Plus retention released at end of defects period',
      pick: (t) => t.retention.dlpReleaseToDate,
    });
  }
  const same = columns.every((c) => c.totals.lessPreviousOption === own.lessPreviousOption);
  lines.push(
    { label: 'Net value to date', pick: (t) => t.netToDate },
    {
      label: same ? PREVIOUS_LABEL[own.lessPreviousOption] : 'Less previous (net to date)',
      pick: (t) => -t.lessPrevious,
    },
  );
  if (!same) {
    // A claim deducts what it claimed before; a certificate what was certified before.
    lines.push({
      note: columns
        .map((c) => `${c.heading}: ${PREVIOUS_LABEL[c.totals.lessPreviousOption].toLowerCase()}.`)
        .join(' '),
    });
  }
  lines.push({ label: `${wording.net} (excluding ${tax})`, pick: (t) => t.netThisClaim, strong: true });
  if (own.reverseChargeStatement) {
    lines.push(
      { label: `${tax} (domestic reverse charge)`, pick: () => 0 },
      { note: own.reverseChargeStatement },
    );
  } else {
    lines.push({
      label: `${tax} at ${formatPercent(wholePercentToBps(own.gstPercent))}`,
      pick: (t) => t.gst,
    });
  }
  lines.push({ label: `${wording.total} (including ${tax})`, pick: (t) => t.totalInclGst, strong: true });
  if (own.cisStatus) {
    lines.push(
      { label: wording.labour, pick: (t) => t.labourElementThisClaim },
      {
        label: `Less CIS deduction at ${formatPercent(own.cisRate)} of labour`,
        pick: (t) => -t.cisDeduction,
      },
      { label: 'Amount due after CIS deduction', pick: (t) => t.amountDue, strong: true },
    );
  }
  return lines;
}

/** The lines with a right-aligned amount per column; headings only when there is more than one. */
export function drawMoneySummary(
  doc: Doc,
  s: { columns: readonly SummaryColumn[]; country: Country; currency: string; wording: SummaryWording },
): void {
  const { columns } = s;
  const labelW = CONTENT_WIDTH - columns.length * VALUE_W;
  const money = (cents: number) => formatMoney(cents, { currency: s.currency });
  const ends = columns.map((_, i) => PAGE.left + CONTENT_WIDTH - (columns.length - 1 - i) * VALUE_W);
  const right = (text: string, columnEnd: number, y: number) =>
    lineText(doc, text, columnEnd - doc.widthOfString(text), y);
  if (columns.length > 1) {
    doc.font(FONT.bold).fontSize(7).fillColor(INK.muted);
    const head = doc.y;
    columns.forEach((c, i) => right(c.heading.toUpperCase(), ends[i]!, head));
    doc.fillColor(INK.text);
    doc.y = head + 11;
  }
  for (const line of summaryLines(columns, s.country, s.wording)) {
    const y = doc.y;
    if ('note' in line) {
      doc.font(FONT.regular).fontSize(8).fillColor(INK.muted);
      textIn(doc, line.note, PAGE.left, CONTENT_WIDTH);
      doc.fillColor(INK.text).moveDown(0.2);
      continue;
    }
    doc.font(line.strong ? FONT.bold : FONT.regular).fontSize(9);
    lineIn(doc, line.label, PAGE.left, y, labelW - 6, { ellipsis: true, height: 12 });
    columns.forEach((c, i) => right(money(line.pick(c.totals)), ends[i]!, y));
    doc.y = y + 13;
    if (line.strong) {
      doc
        .moveTo(PAGE.left, doc.y - 2)
        .lineTo(PAGE.left + CONTENT_WIDTH, doc.y - 2)
        .lineWidth(0.3)
        .strokeColor(INK.rule)
        .stroke();
    }
  }
  doc.x = PAGE.left;
}
