import 'server-only';
// What the first page of a payment claim and of a payment certificate have in common: the title
// and statutory statement, the two parties side by side, the contract and its construction work,
// the headline amount boxed beside its due date, and the external notes. Each document adds its own
// fields (period, claim answered, number and date) between them.
import { formatMoney } from '@/lib/domain/money-format';
import { CONTENT_WIDTH, INK, PAGE, type Doc } from './document';
import { FONT } from './fonts';
import { longDate } from './format';
import { textIn } from './one-line';

export interface PdfContract {
  name: string;
  number: string | null;
  siteAddress: string | null;
  trade: string | null;
}

/** A small capitalised label with its value under it; full width unless placed in a column. */
export function field(
  doc: Doc,
  label: string,
  value: string,
  x: number = PAGE.left,
  width: number = CONTENT_WIDTH,
): void {
  textIn(doc.font(FONT.bold).fontSize(7).fillColor(INK.muted), label.toUpperCase(), x, width);
  textIn(doc.font(FONT.regular).fontSize(9).fillColor(INK.text), value, x, width);
  doc.moveDown(0.5);
}

export function drawTitle(doc: Doc, t: { title: string; name: string; statement: string }): void {
  doc.y = PAGE.top;
  textIn(doc.font(FONT.bold).fontSize(20), t.title, PAGE.left, CONTENT_WIDTH);
  textIn(doc.font(FONT.regular).fontSize(11), t.name, PAGE.left, CONTENT_WIDTH);
  doc.moveDown(0.6);
  textIn(doc.font(FONT.bold).fontSize(9), t.statement, PAGE.left, CONTENT_WIDTH);
  doc.moveDown(0.8);
}

type Party = { label: string; name: string };

/** The issuing party on the left and the other on the right, then the contract and its work. */
export function drawParties(doc: Doc, left: Party, right: Party, contract: PdfContract): void {
  const half = CONTENT_WIDTH / 2 - 10;
  const top = doc.y;
  field(doc, left.label, left.name, PAGE.left, half);
  const leftEnd = doc.y;
  doc.y = top;
  field(doc, right.label, right.name, PAGE.left + CONTENT_WIDTH / 2, half);
  doc.y = Math.max(leftEnd, doc.y);
  field(doc, 'Contract', contract.number ? `${contract.name} (contract ${contract.number})` : contract.name);
  const work = [contract.trade, contract.siteAddress ? `at ${contract.siteAddress}` : null]
    .filter(Boolean)
    .join(' ');
  field(doc, 'Construction work', `Work carried out under the contract${work ? `: ${work}` : ''}`);
}

/** The amount the document states, boxed, with the date it is due for payment beside it. */
export function drawAmountBox(
  doc: Doc,
  a: { label: string; cents: number; currency: string; paymentDue: string },
): void {
  const top = doc.y + 4;
  doc.rect(PAGE.left, top, CONTENT_WIDTH, 46).fill(INK.fill);
  doc
    .fillColor(INK.text)
    .font(FONT.bold)
    .fontSize(8)
    .text(a.label.toUpperCase(), PAGE.left + 10, top + 8);
  doc.fontSize(15).text(formatMoney(a.cents, { currency: a.currency }), PAGE.left + 10, top + 20);
  const x = PAGE.left + CONTENT_WIDTH / 2;
  doc.fontSize(8).text('DUE DATE FOR PAYMENT', x, top + 8);
  doc.fontSize(15).text(longDate(a.paymentDue), x, top + 20);
  doc.y = top + 56;
  doc.x = PAGE.left;
}

/** The notes written for the other party; internal notes are never printed. */
export function drawNotes(doc: Doc, notes: string | null): void {
  if (!notes) return;
  doc.moveDown(0.6).font(FONT.bold).fontSize(9).text('Notes', PAGE.left);
  doc.font(FONT.regular).text(notes, { width: CONTENT_WIDTH });
}
