import 'server-only';
// The payment claim document (A4). Its first page carries what makes it a valid claim — NZ CCA
// s20(2): it identifies the contract, the parties, the construction work and the period, states the
// claimed amount and its due date, shows how it was calculated and states the Act it is made under
// (AU: the state's security of payment Act; UK: an application for payment under the HGCRA, with
// VAT, CIS and reverse charge lines). The schedule of work follows, then the audit trail when asked
// for, and for NZ contracts Form 1 as the last page (s20(3)).
import { formatMoney } from '@/lib/domain/money-format';
import type { ClaimPdfInput } from './claim-pdf-types';
import { drawSummary } from './claim-summary';
import { createDocument, CONTENT_WIDTH, INK, PAGE, type Doc } from './document';
import { FONT } from './fonts';
import { longDate, longDateTime } from './format';
import { drawNzForm1 } from './nz-form-1';
import { drawSchedule } from './schedule-table';
import { documentWording } from './statements';

function field(doc: Doc, label: string, value: string, x: number, width: number): void {
  doc.font(FONT.bold).fontSize(7).fillColor(INK.muted).text(label.toUpperCase(), x, undefined, { width });
  doc.font(FONT.regular).fontSize(9).fillColor(INK.text).text(value, x, undefined, { width });
  doc.moveDown(0.5);
}

function drawParties(doc: Doc, input: ClaimPdfInput): void {
  const half = CONTENT_WIDTH / 2 - 10;
  const top = doc.y;
  field(doc, 'Claimant (payee)', input.payee, PAGE.left, half);
  const leftEnd = doc.y;
  doc.y = top;
  field(doc, 'Respondent (payer)', input.payer, PAGE.left + CONTENT_WIDTH / 2, half);
  doc.y = Math.max(leftEnd, doc.y);
  const { contract, claim } = input;
  field(
    doc,
    'Contract',
    contract.number ? `${contract.name} (contract ${contract.number})` : contract.name,
    PAGE.left,
    CONTENT_WIDTH,
  );
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
    'Period of this claim',
    `${longDate(claim.periodFrom)} to ${longDate(claim.periodTo)}`,
    PAGE.left,
    CONTENT_WIDTH,
  );
  const served = claim.servedOn ? longDate(claim.servedOn) : 'Draft — not yet issued';
  field(doc, 'Claim number and date', `Claim ${claim.number}, ${served}`, PAGE.left, CONTENT_WIDTH);
}

function drawClaimedAmount(doc: Doc, input: ClaimPdfInput): void {
  const t = input.totals;
  const top = doc.y + 4;
  doc.rect(PAGE.left, top, CONTENT_WIDTH, 46).fill(INK.fill);
  doc
    .fillColor(INK.text)
    .font(FONT.bold)
    .fontSize(8)
    .text('CLAIMED AMOUNT', PAGE.left + 10, top + 8);
  doc
    .fontSize(15)
    .text(
      formatMoney(t.cisStatus ? t.amountDue : t.totalInclGst, { currency: input.currency }),
      PAGE.left + 10,
      top + 20,
    );
  const x = PAGE.left + CONTENT_WIDTH / 2;
  doc.fontSize(8).text('DUE DATE FOR PAYMENT', x, top + 8);
  doc.fontSize(15).text(longDate(input.claim.paymentDue), x, top + 20);
  doc.y = top + 56;
  doc.x = PAGE.left;
  doc.font(FONT.regular).fontSize(8).fillColor(INK.muted);
  doc.text(`Payment schedule (certificate) due under the contract by ${longDate(input.claim.certDue)}.`, {
    width: CONTENT_WIDTH,
  });
  doc.fillColor(INK.text).moveDown(0.8);
}

function drawAuditTrail(doc: Doc, input: ClaimPdfInput): void {
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

export async function renderClaimPdf(input: ClaimPdfInput): Promise<Buffer> {
  const wording = documentWording(input.jurisdiction);
  const { doc, finish } = createDocument({
    title: `${input.claim.name} — ${input.contract.name}`,
    author: input.payee,
  });
  doc.font(FONT.bold).fontSize(20).text(wording.title, PAGE.left, PAGE.top);
  doc.font(FONT.regular).fontSize(11).text(input.claim.name).moveDown(0.6);
  doc.font(FONT.bold).fontSize(9).text(wording.statement, { width: CONTENT_WIDTH }).moveDown(0.8);
  drawParties(doc, input);
  drawClaimedAmount(doc, input);
  doc.font(FONT.bold).fontSize(10).text('How the claimed amount was calculated').moveDown(0.4);
  drawSummary(doc, input);
  if (input.claim.externalNotes) {
    doc.moveDown(0.6).font(FONT.bold).fontSize(9).text('Notes');
    doc.font(FONT.regular).text(input.claim.externalNotes, { width: CONTENT_WIDTH });
  }
  doc.moveDown(0.6).font(FONT.regular).fontSize(8).fillColor(INK.muted);
  doc.text(
    'The schedule of work that follows shows, for each item, its contract value, the amount previously claimed, this claim and the value to date.',
    { width: CONTENT_WIDTH },
  );
  doc.fillColor(INK.text);
  drawSchedule(doc, input);
  drawAuditTrail(doc, input);
  if (input.country === 'NZ') drawNzForm1(doc);
  return finish({
    heading: wording.title.toUpperCase(),
    subheading: input.claim.name,
    footer: `${input.payee} — ${input.contract.name}`,
  });
}
