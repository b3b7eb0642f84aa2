import 'server-only';
// The NSW supporting statement (SOP Act 1999 (NSW) s13(7); lib/domain/supporting-statement.ts),
// printed on its own page after the claim's schedule so that it accompanies the claim wherever the
// PDF goes (download, the issue email). It names the claim it relates to, as s13(7) asks.
import { formatMoney } from '@/lib/domain/money-format';
import {
  SUPPORTING_STATEMENT_INTRO,
  SUPPORTING_STATEMENT_SECTION,
  SUPPORTING_STATEMENT_TITLE,
  SUPPORTING_STATEMENT_WARNING,
  supportingDeclaration,
  unpaidSubcontractors,
} from '@/lib/domain/supporting-statement';
import type { ClaimPdfInput } from './claim-pdf-types';
import { CONTENT_WIDTH, INK, PAGE, type Doc } from './document';
import { FONT } from './fonts';
import { longDate } from './format';
import { field } from './front-page';

function paragraph(doc: Doc, text: string, size = 9, indent = 0): void {
  doc.font(FONT.regular).fontSize(size).fillColor(INK.text);
  doc.text(text, PAGE.left + indent, undefined, { width: CONTENT_WIDTH - indent });
  doc.moveDown(0.4);
}

function heading(doc: Doc, text: string): void {
  doc.moveDown(0.3).font(FONT.bold).fontSize(10).fillColor(INK.text);
  doc.text(text, PAGE.left, undefined, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
}

export function drawSupportingStatement(doc: Doc, input: ClaimPdfInput): void {
  const s = input.supportingStatement;
  if (!s) return;
  const money = (cents: number) => formatMoney(cents, { currency: input.currency });
  doc.addPage();
  doc
    .font(FONT.bold)
    .fontSize(12)
    .text(SUPPORTING_STATEMENT_TITLE, PAGE.left, PAGE.top, { width: CONTENT_WIDTH });
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(INK.muted)
    .text(SUPPORTING_STATEMENT_SECTION, { width: CONTENT_WIDTH });
  doc.fillColor(INK.text).moveDown(0.6);
  paragraph(doc, SUPPORTING_STATEMENT_INTRO, 8);
  field(
    doc,
    'Head contractor',
    s.headContractorAbn ? `${input.payee} (ABN ${s.headContractorAbn})` : input.payee,
  );
  field(doc, 'Principal', input.payer);
  const served = input.claim.servedOn ? `dated ${longDate(input.claim.servedOn)}` : 'not yet issued';
  field(
    doc,
    'Payment claim this statement relates to',
    `${input.claim.name} (Claim ${input.claim.number}, ${served})`,
  );
  field(
    doc,
    'This statement applies for work between',
    `${longDate(s.periodFrom)} and ${longDate(s.periodTo)} inclusive`,
  );

  heading(doc, 'Subcontractors');
  if (s.subcontractors.length === 0) paragraph(doc, 'No subcontractors are listed for the work concerned.');
  s.subcontractors.forEach((r, i) => {
    const ids = [r.abn ? `ABN ${r.abn}` : null, r.contractRef ? `contract ${r.contractRef}` : null].filter(
      Boolean,
    );
    const paid =
      r.amountPaid > 0 && r.datePaid
        ? `${money(r.amountPaid)} paid on ${longDate(r.datePaid)}`
        : 'nothing paid';
    const owing =
      r.amountOwing > 0 ? `; ${money(r.amountOwing)} due and payable and unpaid` : '; nothing owing';
    paragraph(doc, `${i + 1}. ${r.name}${ids.length ? ` (${ids.join(', ')})` : ''}: ${paid}${owing}.`);
  });
  const unpaid = unpaidSubcontractors(s.subcontractors);
  if (unpaid.length > 0) {
    heading(doc, 'Amounts unpaid and the reasons');
    for (const r of unpaid) paragraph(doc, `${r.name}: ${money(r.amountOwing)} — ${r.reason}`);
  }

  heading(doc, 'Declaration');
  paragraph(doc, supportingDeclaration(s.declarantName, s.declarantPosition));
  field(doc, 'Declared by', `${s.declarantName}, ${s.declarantPosition}`);
  field(doc, 'Date', longDate(s.declaredOn));
  doc.font(FONT.regular).fontSize(8).fillColor(INK.muted);
  doc.text(SUPPORTING_STATEMENT_WARNING, PAGE.left, undefined, { width: CONTENT_WIDTH });
  doc.fillColor(INK.text);
}
