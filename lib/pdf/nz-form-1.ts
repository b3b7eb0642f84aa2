import 'server-only';
// Form 1 of the Construction Contracts Regulations 2003 (Schedule 1), "Information that must
// accompany payment claim": since 1 December 2015 every NZ payment claim must be accompanied by it
// (CCA s20(3)–(4); Construction Contracts Amendment Regulations 2015, reg 8), or it is not a valid
// payment claim. It is printed as the claim's last page.
//
// SOURCE AND STATUS: the opening and the "how to respond" part follow the prescribed wording as
// published (reproduced by straightpaint.co.nz from the Regulations). The full text of the form as
// substituted in 2015 could not be retrieved here, so the "consequences" part restates ss 22–24A
// and 79 of the Act in the form's own style. Check this page word for word against the Schedule at
// legislation.govt.nz (SR 2003/30, Schedule 1, form 1) before relying on it in production.
import { FONT } from './fonts';
import { CONTENT_WIDTH, INK, PAGE, type Doc } from './document';

type Block = { heading: string } | { text: string; indent?: number };

export const FORM_1: readonly Block[] = [
  { heading: 'Important notice' },
  {
    text: 'You have been served with a payment claim under section 20 of the Construction Contracts Act 2002 (the Act).',
  },
  {
    text:
      'Under the Act, the person who has served the payment claim is called the payee. If you do not respond to the ' +
      'payment claim promptly, you may lose your right to object to the payment claim. You may choose to respond to the ' +
      'payment claim in either of the following 2 ways:',
  },
  {
    text: '1. You may pay the payee the amount claimed in the payment claim in full on or before the due date; or',
    indent: 12,
  },
  {
    text:
      '2. If you object to the payment claim, you may provide a written payment schedule to the payee, which must ' +
      'identify the payment claim to which it relates and indicate what you are prepared to pay (which can be nothing). ' +
      'The amount you so indicate is called the scheduled amount. If the scheduled amount is less than the claimed ' +
      'amount, the payment schedule must indicate—',
    indent: 12,
  },
  { text: '(a) how you calculated the scheduled amount; and', indent: 28 },
  {
    text: '(b) your reason or reasons for the difference between the scheduled amount and the claimed amount; and',
    indent: 28,
  },
  {
    text:
      '(c) in a case where the difference is because you are withholding payment on any basis, your reason or reasons ' +
      'for withholding payment.',
    indent: 28,
  },
  {
    text:
      'You must provide the payment schedule to the payee within the time required by the construction contract or, if ' +
      'the construction contract does not set out a time for responding to the payment claim, then within 20 working ' +
      'days after the payment claim is served on you. If you provide a payment schedule in this way, then you must pay ' +
      'the scheduled amount in full on or before the due date for the progress payment to which the payment claim relates.',
  },
  { heading: 'Consequences of not responding to payment claim' },
  {
    text:
      'If you do not respond to the payment claim by paying the claimed amount in full or providing a payment schedule ' +
      'that sets out the amount you are prepared to pay, then you will become liable to pay the claimed amount on the ' +
      'due date for the progress payment to which the payment claim relates. If you do not pay the claimed amount in ' +
      'full on or before that date, the payee may—',
  },
  {
    text:
      '(a) recover from you, as a debt due to the payee, in any court, the unpaid portion of the claimed amount and the ' +
      'actual and reasonable costs of recovery awarded against you by that court; and',
    indent: 12,
  },
  {
    text:
      '(b) serve notice on you of the payee’s intention to suspend the carrying out of construction work under the ' +
      'construction contract.',
    indent: 12,
  },
  { heading: 'Consequences of not paying scheduled amount' },
  {
    text:
      'If you provide a payment schedule but fail to pay the scheduled amount in full on or before the due date for the ' +
      'progress payment to which the payment claim relates, the payee may—',
  },
  {
    text:
      '(a) recover from you, as a debt due to the payee, in any court, the unpaid portion of the scheduled amount and ' +
      'the actual and reasonable costs of recovery awarded against you by that court; and',
    indent: 12,
  },
  {
    text:
      '(b) serve notice on you of the payee’s intention to suspend the carrying out of construction work under the ' +
      'construction contract.',
    indent: 12,
  },
  {
    text:
      'If the payee recovers the unpaid portion of the claimed amount or the scheduled amount as a debt due, the court ' +
      'will not allow you to bring any counterclaim or raise any defence in relation to any other matters arising under ' +
      'the construction contract.',
  },
  {
    text:
      'You or the payee may also refer a dispute about the payment claim to adjudication under the Act. Further ' +
      'information about the Act is available from the Ministry of Business, Innovation and Employment (building.govt.nz).',
  },
];

/** Whether a claim on a contract in this country carries Form 1: every NZ claim does (s20(3)). */
export function carriesForm1(country: string): boolean {
  return country === 'NZ';
}

export function drawNzForm1(doc: Doc): void {
  doc.addPage();
  doc.font(FONT.bold).fontSize(12).text('Form 1', PAGE.left, PAGE.top, { width: CONTENT_WIDTH });
  doc.fontSize(11).text('Information that must accompany payment claim', { width: CONTENT_WIDTH });
  doc.font(FONT.regular).fontSize(8).fillColor(INK.muted);
  doc.text(
    'Section 20(3), Construction Contracts Act 2002 — Construction Contracts Regulations 2003, Schedule 1',
  );
  doc.fillColor(INK.text).moveDown(0.8);
  for (const block of FORM_1) {
    if ('heading' in block) {
      doc
        .moveDown(0.4)
        .font(FONT.bold)
        .fontSize(10)
        .text(block.heading, PAGE.left, undefined, { width: CONTENT_WIDTH });
      doc.moveDown(0.3);
      continue;
    }
    const indent = block.indent ?? 0;
    doc.font(FONT.regular).fontSize(9);
    doc.text(block.text, PAGE.left + indent, undefined, { width: CONTENT_WIDTH - indent, align: 'left' });
    doc.moveDown(0.35);
  }
}
