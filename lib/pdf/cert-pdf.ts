import 'server-only';
// The payment certificate document (A4): a payment schedule in NZ (CCA s21) and Australia, a
// payment notice or pay less notice in the UK, an Interim Payment Certificate under FIDIC. Its
// first pages carry what makes it valid: it identifies the payment claim it answers, states the
// scheduled amount, shows how that amount was calculated beside the claim, and gives the reason
// for every item scheduled differently from the claim. The certified schedule of work follows, and
// the approval audit trail when the certifier attaches it. Internal notes are never printed.
import { formatMoney } from '@/lib/domain/money-format';
import type { CertPdfInput } from './cert-pdf-types';
import { drawDifferences } from './cert-differences';
import { drawCertSchedule } from './cert-schedule-table';
import { certWording } from './cert-statements';
import { drawCertSummary } from './cert-summary';
import { createDocument, CONTENT_WIDTH, INK, PAGE, type Doc } from './document';
import { FONT } from './fonts';
import { longDate, longDateTime } from './format';

function field(doc: Doc, label: string, value: string, x: number, width: number): void {
  doc.font(FONT.bold).fontSize(7).fillColor(INK.muted).text(label.toUpperCase(), x, undefined, { width });
  doc.font(FONT.regular).fontSize(9).fillColor(INK.text).text(value, x, undefined, { width });
  doc.moveDown(0.5);
}

function drawParties(doc: Doc, input: CertPdfInput): void {
  const half = CONTENT_WIDTH / 2 - 10;
  const top = doc.y;
  field(doc, 'Payer (giving this schedule)', input.payer, PAGE.left, half);
  const leftEnd = doc.y;
  doc.y = top;
  field(doc, 'Payee (claimant)', input.payee, PAGE.left + CONTENT_WIDTH / 2, half);
  doc.y = Math.max(leftEnd, doc.y);
  const { contract, claim, cert } = input;
  const name = contract.number ? `${contract.name} (contract ${contract.number})` : contract.name;
  field(doc, 'Contract', name, PAGE.left, CONTENT_WIDTH);
  const work = [contract.trade, contract.siteAddress ? `at ${contract.siteAddress}` : null]
    .filter(Boolean)
    .join(' ');
  field(
    doc,
    'Construction work',
    `Work carried out under the contract${work ? `: ${work}` : ''}`,
    PAGE.left,
    CONTENT_WIDTH,
  );
  field(
    doc,
    'Payment claim answered',
    `${claim.name} (claim ${claim.number}), for ${longDate(claim.periodFrom)} to ${longDate(claim.periodTo)}, served on ${longDate(claim.servedOn)}. Claimed amount: ${formatMoney(input.claimedAmount, { currency: input.currency })}.`,
    PAGE.left,
    CONTENT_WIDTH,
  );
  const issued = cert.issuedOn ? longDate(cert.issuedOn) : 'Draft — not yet issued';
  field(doc, 'Certificate number and date', `${cert.name}, ${issued}`, PAGE.left, CONTENT_WIDTH);
}

function drawAmount(doc: Doc, input: CertPdfInput, label: string): void {
  const top = doc.y + 4;
  doc.rect(PAGE.left, top, CONTENT_WIDTH, 46).fill(INK.fill);
  doc
    .fillColor(INK.text)
    .font(FONT.bold)
    .fontSize(8)
    .text(label.toUpperCase(), PAGE.left + 10, top + 8);
  doc
    .fontSize(15)
    .text(formatMoney(input.scheduledAmount, { currency: input.currency }), PAGE.left + 10, top + 20);
  const x = PAGE.left + CONTENT_WIDTH / 2;
  doc.fontSize(8).text('DUE DATE FOR PAYMENT', x, top + 8);
  doc.fontSize(15).text(longDate(input.claim.paymentDue), x, top + 20);
  doc.y = top + 56;
  doc.x = PAGE.left;
}

function drawAuditTrail(doc: Doc, input: CertPdfInput): void {
  if (!input.auditTrail) return;
  doc.addPage();
  doc.font(FONT.bold).fontSize(12).text('Audit trail', PAGE.left, PAGE.top).moveDown(0.5);
  if (input.auditTrail.length === 0)
    doc.font(FONT.regular).fontSize(8).text('No approval actions were recorded.');
  for (const entry of input.auditTrail) {
    doc
      .font(FONT.bold)
      .fontSize(8)
      .text(`${longDateTime(entry.at, input.timeZone)} — ${entry.who}`, { width: CONTENT_WIDTH });
    doc
      .font(FONT.regular)
      .text(entry.comment ? `${entry.what}: “${entry.comment}”` : entry.what, { width: CONTENT_WIDTH });
    doc.moveDown(0.4);
  }
}

export async function renderCertPdf(input: CertPdfInput): Promise<Buffer> {
  const wording = certWording(input.jurisdiction, input.notice, input.claim.name);
  const { doc, finish } = createDocument({
    title: `${input.cert.name} — ${input.contract.name}`,
    author: input.payer,
  });
  doc.font(FONT.bold).fontSize(20).text(wording.title, PAGE.left, PAGE.top);
  doc.font(FONT.regular).fontSize(11).text(input.cert.name).moveDown(0.6);
  doc.font(FONT.bold).fontSize(9).text(wording.statement, { width: CONTENT_WIDTH }).moveDown(0.8);
  drawParties(doc, input);
  drawAmount(doc, input, wording.amountLabel);
  doc
    .font(FONT.bold)
    .fontSize(10)
    .text(`How the ${wording.amountLabel.toLowerCase()} was calculated`)
    .moveDown(0.4);
  drawCertSummary(doc, input);
  doc.moveDown(0.8);
  drawDifferences(doc, input);
  if (input.cert.externalNotes) {
    doc.moveDown(0.6).font(FONT.bold).fontSize(9).text('Notes', PAGE.left);
    doc.font(FONT.regular).text(input.cert.externalNotes, { width: CONTENT_WIDTH });
  }
  drawCertSchedule(doc, input);
  drawAuditTrail(doc, input);
  return finish({
    heading: wording.title.toUpperCase(),
    subheading: input.cert.name,
    footer: `${input.payer} — ${input.contract.name}`,
  });
}
