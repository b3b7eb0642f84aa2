import 'server-only';
// "How the scheduled amount was calculated" (CCA s21(3)(a)): the certificate's money summary line
// by line beside the claim's, both exactly as lib/domain/claim-totals computed them.
import type { ClaimTotals } from '@/lib/domain/claim-totals';
import { countryInfo } from '@/lib/domain/countries';
import { wholePercentToBps } from '@/lib/domain/money';
import { formatMoney, formatPercent } from '@/lib/domain/money-format';
import type { CertPdfInput } from './cert-pdf-types';
import { CONTENT_WIDTH, INK, PAGE, type Doc } from './document';
import { FONT } from './fonts';

type Line = { label: string; pick: (t: ClaimTotals) => number; strong?: boolean } | { note: string };

const PREVIOUS_LABEL = {
  claimed: 'Less previous claims (net to date)',
  certified: 'Less previously certified (net to date)',
  custom: 'Less previous amount (as entered)',
} as const;

export function certSummaryLines(
  cert: ClaimTotals,
  claim: ClaimTotals,
  country: CertPdfInput['country'],
): Line[] {
  const tax = countryInfo(country).taxName;
  const either = (pick: (t: ClaimTotals) => number) => pick(cert) !== 0 || pick(claim) !== 0;
  const lines: Line[] = [
    { label: 'Contract value (base contract and variations)', pick: (t) => t.contractValue },
    { label: 'Base contract work to date', pick: (t) => t.baseToDate },
    { label: 'Variations to date', pick: (t) => t.variationsToDate },
    { label: 'Materials on site to date', pick: (t) => t.materialsOnSiteToDate },
    { label: 'Materials off site to date', pick: (t) => t.materialsOffSiteToDate },
    { label: 'Gross value of work to date', pick: (t) => t.grossToDate, strong: true },
    { label: 'Less retention to date', pick: (t) => -t.lessRetention },
  ];
  if (either((t) => t.retention.pcdReleaseToDate)) {
    lines.push({
      label: 'Plus retention released at practical completion',
      pick: (t) => t.retention.pcdReleaseToDate,
    });
  }
  if (either((t) => t.retention.dlpReleaseToDate)) {
    lines.push({
      label: 'Plus retention released at end of defects period',
      pick: (t) => t.retention.dlpReleaseToDate,
    });
  }
  const same = cert.lessPreviousOption === claim.lessPreviousOption;
  lines.push(
    { label: 'Net value to date', pick: (t) => t.netToDate },
    {
      label: same ? PREVIOUS_LABEL[cert.lessPreviousOption] : 'Less previous (net to date)',
      pick: (t) => -t.lessPrevious,
    },
  );
  if (!same) {
    // The claim deducts what it claimed before; the certificate what was certified before.
    lines.push({
      note: `Claimed: ${PREVIOUS_LABEL[claim.lessPreviousOption].toLowerCase()}. Scheduled: ${PREVIOUS_LABEL[cert.lessPreviousOption].toLowerCase()}.`,
    });
  }
  lines.push({ label: `Net amount (excluding ${tax})`, pick: (t) => t.netThisClaim, strong: true });
  if (cert.reverseChargeStatement) {
    lines.push(
      { label: `${tax} (domestic reverse charge)`, pick: () => 0 },
      { note: cert.reverseChargeStatement },
    );
  } else {
    lines.push({
      label: `${tax} at ${formatPercent(wholePercentToBps(cert.gstPercent))}`,
      pick: (t) => t.gst,
    });
  }
  lines.push({ label: `Total (including ${tax})`, pick: (t) => t.totalInclGst, strong: true });
  if (cert.cisStatus) {
    lines.push(
      { label: 'Labour element', pick: (t) => t.labourElementThisClaim },
      {
        label: `Less CIS deduction at ${formatPercent(cert.cisRate)} of labour`,
        pick: (t) => -t.cisDeduction,
      },
      { label: 'Amount due after CIS deduction', pick: (t) => t.amountDue, strong: true },
    );
  }
  return lines;
}

export function drawCertSummary(doc: Doc, input: CertPdfInput): void {
  const valueW = 100;
  const labelW = CONTENT_WIDTH - 2 * valueW;
  const money = (cents: number) => formatMoney(cents, { currency: input.currency });
  const right = (text: string, columnEnd: number, y: number) =>
    doc.text(text, columnEnd - doc.widthOfString(text), y, { lineBreak: false });
  const end = { claimed: PAGE.left + labelW + valueW, scheduled: PAGE.left + CONTENT_WIDTH };
  doc.font(FONT.bold).fontSize(7).fillColor(INK.muted);
  const head = doc.y;
  right('CLAIMED', end.claimed, head);
  right('SCHEDULED', end.scheduled, head);
  doc.fillColor(INK.text);
  doc.y = head + 11;
  for (const line of certSummaryLines(input.totals, input.claimedTotals, input.country)) {
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
    doc.text(line.label, PAGE.left, y, { width: labelW - 6, lineBreak: false, ellipsis: true, height: 12 });
    right(money(line.pick(input.claimedTotals)), end.claimed, y);
    right(money(line.pick(input.totals)), end.scheduled, y);
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
