import 'server-only';
// "How the claimed amount was calculated": the claim's money summary, line by line, exactly as
// lib/domain/claim-totals computed it (gross → retention → releases → previous → GST/VAT → CIS).
import type { ClaimTotals } from '@/lib/domain/claim-totals';
import { countryInfo } from '@/lib/domain/countries';
import { wholePercentToBps } from '@/lib/domain/money';
import { formatMoney, formatPercent } from '@/lib/domain/money-format';
import type { ClaimPdfInput } from './claim-pdf-types';
import { CONTENT_WIDTH, INK, PAGE, type Doc } from './document';
import { FONT } from './fonts';

type Line = { label: string; cents: number; strong?: boolean } | { note: string };

const PREVIOUS_LABEL = {
  claimed: 'Less previous claims (net to date)',
  certified: 'Less previously certified (net to date)',
  custom: 'Less previous amount (as entered)',
} as const;

export function summaryLines(t: ClaimTotals, country: ClaimPdfInput['country']): Line[] {
  const tax = countryInfo(country).taxName;
  const lines: Line[] = [
    { label: 'Contract value (base contract and variations)', cents: t.contractValue },
    { label: 'Base contract work to date', cents: t.baseToDate },
    { label: 'Variations to date', cents: t.variationsToDate },
    { label: 'Materials on site to date', cents: t.materialsOnSiteToDate },
    { label: 'Materials off site to date', cents: t.materialsOffSiteToDate },
    { label: 'Gross value of work to date', cents: t.grossToDate, strong: true },
    { label: 'Less retention to date', cents: -t.lessRetention },
  ];
  if (t.retention.pcdReleaseToDate)
    lines.push({
      label: 'Plus retention released at practical completion',
      cents: t.retention.pcdReleaseToDate,
    });
  if (t.retention.dlpReleaseToDate)
    lines.push({
      label: 'Plus retention released at end of defects period',
      cents: t.retention.dlpReleaseToDate,
    });
  lines.push(
    { label: 'Net value to date', cents: t.netToDate },
    { label: PREVIOUS_LABEL[t.lessPreviousOption], cents: -t.lessPrevious },
    { label: `Net this claim (excluding ${tax})`, cents: t.netThisClaim, strong: true },
  );
  if (t.reverseChargeStatement) {
    lines.push({ label: `${tax} (domestic reverse charge)`, cents: 0 }, { note: t.reverseChargeStatement });
  } else {
    lines.push({ label: `${tax} at ${formatPercent(wholePercentToBps(t.gstPercent))}`, cents: t.gst });
  }
  lines.push({ label: `Claimed amount (including ${tax})`, cents: t.totalInclGst, strong: true });
  if (t.cisStatus) {
    lines.push(
      { label: 'Labour element of this claim', cents: t.labourElementThisClaim },
      { label: `Less CIS deduction at ${formatPercent(t.cisRate)} of labour`, cents: -t.cisDeduction },
      { label: 'Amount due after CIS deduction', cents: t.amountDue, strong: true },
    );
  }
  return lines;
}

export function drawSummary(doc: Doc, input: ClaimPdfInput): void {
  const valueW = 110;
  const labelW = CONTENT_WIDTH - valueW;
  for (const line of summaryLines(input.totals, input.country)) {
    const y = doc.y;
    if ('note' in line) {
      doc
        .font(FONT.regular)
        .fontSize(8)
        .fillColor(INK.muted)
        .text(line.note, PAGE.left, y, { width: CONTENT_WIDTH });
      doc.fillColor(INK.text).moveDown(0.2);
      continue;
    }
    doc.font(line.strong ? FONT.bold : FONT.regular).fontSize(9);
    doc.text(line.label, PAGE.left, y, { width: labelW, lineBreak: false });
    const amount = formatMoney(line.cents, { currency: input.currency });
    doc.text(amount, PAGE.left + CONTENT_WIDTH - doc.widthOfString(amount), y, { lineBreak: false });
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
