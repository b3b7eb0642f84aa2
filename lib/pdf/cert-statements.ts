// What the payer's answer to a claim is called and the statement it carries, per jurisdiction:
//   NZ: a payment schedule under s21 of the Construction Contracts Act 2002 — it identifies the
//       claim, states the scheduled amount, how it was calculated and the reasons for any difference.
//   AU: a payment schedule under the state's security of payment Act (e.g. NSW s14(2)–(3)).
//   UK: a payment notice (HGCRA 1996 s110A: the sum the payer considers due and how it is worked
//       out), or — issued after the payment notice date and paying less than the notified sum — a
//       pay less notice (s111: the sum considered due and the basis of its calculation).
//   UAE / Saudi Arabia: an Interim Payment Certificate under FIDIC Sub-Clause 14.6.
import { CERT_TERMS, termHeadsDocument, type CertTermKey } from '@/lib/domain/document-terms';
import type { Jurisdiction } from '@/lib/domain/working-days';
import type { CertNotice } from './cert-pdf-types';
import { AU_ACTS } from './statements';

export interface CertWording {
  title: string;
  statement: string;
  /** The heading over the scheduled amount. */
  amountLabel: string;
}

const UK_ACT = (j: Jurisdiction) =>
  j === 'GB-NIR'
    ? 'the Construction Contracts (Northern Ireland) Order 1997, as amended'
    : 'the Housing Grants, Construction and Regeneration Act 1996, as amended by the Local Democracy, Economic Development and Construction Act 2009';

export function certWording(jurisdiction: Jurisdiction, notice: CertNotice, claimName: string): CertWording {
  if (jurisdiction === 'NZ') {
    return {
      title: 'Payment Schedule',
      statement: `This is a payment schedule given under section 21 of the Construction Contracts Act 2002 in response to ${claimName}.`,
      amountLabel: 'Scheduled amount',
    };
  }
  const auAct = AU_ACTS[jurisdiction];
  if (auAct) {
    return {
      title: 'Payment Schedule',
      statement: `This is a payment schedule under the ${auAct} in response to ${claimName}.`,
      amountLabel: 'Scheduled amount',
    };
  }
  if (notice === 'pay_less_notice') {
    return {
      title: 'Pay Less Notice',
      statement: `This is a pay less notice under section 111 of ${UK_ACT(jurisdiction)}, in respect of ${claimName}. It states the sum the payer considers to be due and the basis on which that sum is calculated.`,
      amountLabel: 'Sum considered due',
    };
  }
  if (jurisdiction.startsWith('GB-')) {
    return {
      title: 'Payment Notice',
      statement: `This is a payment notice under section 110A of ${UK_ACT(jurisdiction)}, in respect of ${claimName}. It states the sum the payer considers due and the basis on which that sum is calculated.`,
      amountLabel: 'Sum considered due',
    };
  }
  return {
    title: 'Interim Payment Certificate',
    statement: `This is an Interim Payment Certificate under Sub-Clause 14.6 of the Conditions of Contract (FIDIC), in response to ${claimName}.`,
    amountLabel: 'Amount certified',
  };
}

/**
 * What heads the certificate PDF: the payer's own words where the Act prescribes no title (NZ, AU),
 * the notice the statute or contract names elsewhere — in the UK a Payment Notice or a Pay Less
 * Notice, whose heading tells the payee which it holds (lib/domain/document-terms.ts). The
 * statement is printed under it either way, word for word.
 */
export function certHeading(jurisdiction: Jurisdiction, notice: CertNotice, term: CertTermKey): string {
  return termHeadsDocument(jurisdiction) ? CERT_TERMS[term] : certWording(jurisdiction, notice, '').title;
}

/**
 * The buyer-created tax invoice statement (the contract's bcti agreement, issue 32), or null where
 * none is printed. Verified for NZ: from 1 April 2023 a recipient may provide the taxable supply
 * information for a supply when recipient and supplier agree that the supplier will not and the
 * recipient will (Goods and Services Tax Act 1985 s19K(4), inserted by the Taxation (Annual Rates
 * for 2021–22, GST, and Remedial Matters) Act 2022; Inland Revenue, "Buyer-created taxable supply
 * information"). The statement records that agreement only: Inland Revenue says such information
 * must also show both parties' GST numbers, which ClaimCert does not hold, so the PDF does not claim
 * to be complete taxable supply information. AU (a recipient created tax invoice, GST Act 1999
 * s29-70(3) and the RCTI Determination 2023) prints nothing: its required wording was not verified.
 */
export function bctiStatement(
  country: string,
  parties: { payee: string; payer: string },
  agreedOn: string | null,
  longDate: (iso: string) => string,
): string | null {
  if (country !== 'NZ' || !agreedOn) return null;
  const payee = parties.payee || 'The payee';
  const payer = parties.payer || 'the payer';
  return `${payee} (the supplier) agreed on ${longDate(agreedOn)} that ${payer} (the recipient) provides the taxable supply information for supplies under this contract and that ${payee} does not: buyer-created taxable supply information under section 19K(4) of the Goods and Services Tax Act 1985.`;
}
