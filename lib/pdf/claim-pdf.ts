import 'server-only';
// The payment claim document (A4). Its first page carries what makes it a valid claim — NZ CCA
// s20(2): it identifies the contract, the parties, the construction work and the period, states the
// claimed amount and its due date, shows how it was calculated and states the Act it is made under
// (AU: the state's security of payment Act; UK: an application for payment under the HGCRA, with
// VAT, CIS and reverse charge lines). The schedule of work follows, then the audit trail when asked
// for, the NSW supporting statement where one accompanies the claim (s13(7)), and for NZ contracts
// Form 1 as the last page (s20(3)).
import { DEADLINE_LABELS, type GoverningDeadline } from '@/lib/domain/claim-deadlines';
import { drawAuditTrail } from './audit-trail';
import type { ClaimPdfInput } from './claim-pdf-types';
import { drawSchedule } from './claim-schedule-table';
import { createDocument, CONTENT_WIDTH, INK, PAGE, type Doc } from './document';
import { FONT } from './fonts';
import { longDate } from './format';
import { drawAmountBox, drawNotes, drawParties, drawTitle, field } from './front-page';
import { drawMoneySummary } from './money-summary';
import { carriesForm1, drawNzForm1 } from './nz-form-1';
import { textIn } from './one-line';
import { claimHeading, documentWording } from './statements';
import { drawSupportingStatement } from './supporting-statement-pdf';

/**
 * "Payment schedule due by 15 February 2027 — Contract clause (payment terms)." The date and source
 * of the one deadline engine, so the document says what both parties' screens say.
 */
function deadlineSentence(d: GoverningDeadline): string {
  const estimate = d.estimated ? ', estimated until the claim is served' : '';
  return `${DEADLINE_LABELS[d.kind]} by ${longDate(d.date)} — ${d.source}${estimate}.`;
}

/** The period and the claim's number and date (CCA s20(2)(c)). */
function drawPeriod(doc: Doc, { claim }: ClaimPdfInput): void {
  field(doc, 'Period of this claim', `${longDate(claim.periodFrom)} to ${longDate(claim.periodTo)}`);
  const served = claim.servedOn ? longDate(claim.servedOn) : 'Draft — not yet issued';
  field(doc, 'Claim number and date', `Claim ${claim.number}, ${served}`);
}

function drawClaimedAmount(doc: Doc, input: ClaimPdfInput): void {
  const t = input.totals;
  drawAmountBox(doc, {
    label: 'Claimed amount',
    cents: t.cisStatus ? t.amountDue : t.totalInclGst,
    currency: input.currency,
    paymentDue: input.claim.deadlines.payment_due.date,
  });
  doc.font(FONT.regular).fontSize(8).fillColor(INK.muted);
  textIn(doc, deadlineSentence(input.claim.deadlines.payment_schedule), PAGE.left, CONTENT_WIDTH);
  doc.fillColor(INK.text).moveDown(0.8);
}

export async function renderClaimPdf(input: ClaimPdfInput): Promise<Buffer> {
  const wording = {
    ...documentWording(input.jurisdiction),
    title: claimHeading(input.jurisdiction, input.claim.term),
  };
  const { doc, finish } = createDocument({
    title: `${input.claim.name} — ${input.contract.name}`,
    author: input.payee,
  });
  drawTitle(doc, { ...wording, name: input.claim.name });
  drawParties(
    doc,
    { label: 'Claimant (payee)', name: input.payee },
    { label: 'Respondent (payer)', name: input.payer },
    input.contract,
  );
  drawPeriod(doc, input);
  drawClaimedAmount(doc, input);
  doc.font(FONT.bold).fontSize(10).text('How the claimed amount was calculated').moveDown(0.4);
  drawMoneySummary(doc, {
    columns: [{ heading: 'Claimed', totals: input.totals }],
    country: input.country,
    currency: input.currency,
    wording: { net: 'Net this claim', total: 'Claimed amount', labour: 'Labour element of this claim' },
  });
  drawNotes(doc, input.claim.externalNotes);
  doc.moveDown(0.6).font(FONT.regular).fontSize(8).fillColor(INK.muted);
  doc.text(
    'The schedule of work that follows shows, for each item, its contract value, the amount previously claimed, this claim and the value to date.',
    { width: CONTENT_WIDTH },
  );
  doc.fillColor(INK.text);
  drawSchedule(doc, input);
  drawAuditTrail(doc, input.auditTrail, input.timeZone);
  drawSupportingStatement(doc, input);
  if (carriesForm1(input.country)) drawNzForm1(doc);
  return finish({
    heading: wording.title.toUpperCase(),
    subheading: input.claim.name,
    footer: `${input.payee} — ${input.contract.name}`,
  });
}
