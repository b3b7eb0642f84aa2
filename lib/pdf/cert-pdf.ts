import 'server-only';
// The payment certificate document (A4): a payment schedule in NZ (CCA s21) and Australia, a
// payment notice or pay less notice in the UK, an Interim Payment Certificate under FIDIC. Its
// first pages carry what makes it valid: it identifies the payment claim it answers, states the
// scheduled amount, shows how that amount was calculated beside the claim, and gives the reason
// for every item scheduled differently from the claim. The certified schedule of work follows, and
// the approval audit trail when the certifier attaches it. Internal notes are never printed.
import { DIFFERENCE } from '@/lib/domain/difference-wording';
import { subtract } from '@/lib/domain/money';
import { formatMoney } from '@/lib/domain/money-format';
import { drawAuditTrail } from './audit-trail';
import type { CertPdfInput } from './cert-pdf-types';
import { drawDifferences } from './cert-differences';
import { drawCertSchedule } from './cert-schedule-table';
import { bctiStatement, certHeading, certWording } from './cert-statements';
import { createDocument, CONTENT_WIDTH, INK, PAGE, type Doc } from './document';
import { FONT } from './fonts';
import { longDate } from './format';
import { drawAmountBox, drawNotes, drawParties, drawTitle, field } from './front-page';
import { drawMoneySummary } from './money-summary';
import { textIn } from './one-line';

/** The fields that make it a payment schedule for this claim (CCA s21(2)(a)). */
function drawClaimAnswered(doc: Doc, input: CertPdfInput): void {
  const { claim, cert } = input;
  field(
    doc,
    'Payment claim answered',
    `${claim.name} (claim ${claim.number}), for ${longDate(claim.periodFrom)} to ${longDate(claim.periodTo)}, served on ${longDate(claim.servedOn)}. Claimed amount: ${formatMoney(input.claimedAmount, { currency: input.currency })}.`,
  );
  const issued = cert.issuedOn ? longDate(cert.issuedOn) : 'Draft — not yet issued';
  field(doc, 'Certificate number and date', `${cert.name}, ${issued}`);
}

/** The scheduled amount against the claimed one, in the words the certificate screen uses. */
function drawAmountDifference(doc: Doc, input: CertPdfInput): void {
  const difference = subtract(input.scheduledAmount, input.claimedAmount);
  doc.font(FONT.regular).fontSize(8).fillColor(INK.muted);
  textIn(
    doc,
    `${DIFFERENCE.summary}: ${formatMoney(difference, { currency: input.currency })}.`,
    PAGE.left,
    CONTENT_WIDTH,
  );
  doc.fillColor(INK.text).moveDown(0.8);
}

export async function renderCertPdf(input: CertPdfInput): Promise<Buffer> {
  const wording = {
    ...certWording(input.jurisdiction, input.notice, input.claim.name),
    title: certHeading(input.jurisdiction, input.notice, input.cert.term),
  };
  const { doc, finish } = createDocument({
    title: `${input.cert.name} — ${input.contract.name}`,
    author: input.payer,
  });
  drawTitle(doc, { ...wording, name: input.cert.name });
  drawParties(
    doc,
    { label: 'Payer (giving this schedule)', name: input.payer },
    { label: 'Payee (claimant)', name: input.payee },
    input.contract,
  );
  drawClaimAnswered(doc, input);
  drawAmountBox(doc, {
    label: wording.amountLabel,
    cents: input.scheduledAmount,
    currency: input.currency,
    paymentDue: input.claim.paymentDue,
  });
  drawAmountDifference(doc, input);
  doc
    .font(FONT.bold)
    .fontSize(10)
    .text(`How the ${wording.amountLabel.toLowerCase()} was calculated`)
    .moveDown(0.4);
  drawMoneySummary(doc, {
    columns: [
      { heading: 'Claimed', totals: input.claimedTotals },
      { heading: 'Scheduled', totals: input.totals },
    ],
    country: input.country,
    currency: input.currency,
    wording: { net: 'Net amount', total: 'Total', labour: 'Labour element' },
  });
  if (input.valuationNote) {
    doc.moveDown(0.3).font(FONT.regular).fontSize(8).fillColor(INK.muted);
    doc.text(input.valuationNote, PAGE.left, doc.y, { width: CONTENT_WIDTH }).fillColor(INK.text);
  }
  drawRetentionTrust(doc, input);
  drawBcti(doc, input);
  doc.moveDown(0.8);
  drawDifferences(doc, input);
  drawNotes(doc, input.cert.externalNotes);
  drawCertSchedule(doc, input);
  drawAuditTrail(doc, input.auditTrail, input.timeZone);
  return finish({
    heading: wording.title.toUpperCase(),
    subheading: input.cert.name,
    footer: `${input.payer} — ${input.contract.name}`,
  });
}

/**
 * The retention lines of MBIE's example payment schedule (CCA Part 2A): what this certificate
 * withholds, what is then held on trust for the payee on this contract, and where.
 */
function drawRetentionTrust(doc: Doc, input: CertPdfInput): void {
  const trust = input.retentionTrust;
  if (!trust) return;
  const money = (cents: number) => formatMoney(cents, { currency: input.currency });
  const lines = [
    `Retention withheld by this ${input.cert.issuedOn ? 'certificate' : 'certificate if issued'}: ${money(trust.withheld)}.`,
    `Retention held on trust for ${input.payee || 'the payee'} under this contract${input.cert.issuedOn ? '' : ' once issued'}: ${money(trust.heldAfter)}${trust.heldIn ? `, held in ${trust.heldIn}` : ''}.`,
  ];
  doc.moveDown(0.5).font(FONT.bold).fontSize(9).text('Retention money held on trust', PAGE.left);
  doc.font(FONT.regular).fontSize(9);
  for (const line of lines) doc.text(line, PAGE.left, doc.y, { width: CONTENT_WIDTH });
}

/** The payee's buyer-created tax invoice agreement, where the contract has one (cert-statements.ts). */
function drawBcti(doc: Doc, input: CertPdfInput): void {
  const statement = bctiStatement(input.country, input, input.bctiAgreedOn, longDate);
  if (!statement) return;
  doc.moveDown(0.5).font(FONT.bold).fontSize(9).text('Buyer-created taxable supply information', PAGE.left);
  doc.font(FONT.regular).fontSize(9).text(statement, PAGE.left, doc.y, { width: CONTENT_WIDTH });
}
