/**
 * The NSW supporting statement (Building and Construction Industry Security of Payment Act 1999
 * (NSW) s13(7)–(9)): a head contractor must not serve a payment claim on the principal unless it is
 * accompanied by a supporting statement that indicates that it relates to that claim (s13(7)); the
 * statement includes a declaration to the effect that all subcontractors, if any, have been paid
 * all amounts that have become due and payable in relation to the construction work concerned
 * (s13(9)). Knowingly serving a false or misleading one is an offence (s13(8)).
 *
 * THE FORM: what is printed follows the form prescribed in 2014 (Building and Construction Industry
 * Security of Payment Amendment (Supporting Statement) Regulation 2014, Schedule 1), read in a copy
 * of the form: the head contractor and its ABN, the subcontractors (each with its ABN and contract
 * identifier), the period of the work ("work between … and …"), the payment claim it relates to, and
 * a declaration by the head contractor, a director or an authorised person that they are in a
 * position to know the truth and that, to the best of their knowledge and belief, all amounts due
 * and payable to subcontractors have been paid, not including amounts identified as in dispute.
 * UNVERIFIED: since 2019/2021 the Act speaks of a form approved by the Secretary, and NSW Fair
 * Trading publishes "Supporting Statement – Construction Contract" (and an owner-occupier variant);
 * their exact wording and columns could not be read here. The amounts paid, the dates paid and the
 * reasons for unpaid amounts are columns ClaimCert adds so the declaration can be checked.
 */

export interface StatementSubcontractor {
  name: string;
  abn: string;
  contractRef: string;
  /** Cents paid for the work the statement covers. */
  amountPaid: number;
  /** yyyy-MM-dd, or null when nothing was paid. */
  datePaid: string | null;
  /** Cents due and payable and not paid (in dispute): shown with the reason. */
  amountOwing: number;
  reason: string;
}

/** A statement as made: what the claim PDF prints. Dates are yyyy-MM-dd. */
export interface SupportingStatementData {
  headContractorAbn: string;
  periodFrom: string;
  periodTo: string;
  declarantName: string;
  declarantPosition: string;
  declaredOn: string;
  subcontractors: StatementSubcontractor[];
}

export const SUPPORTING_STATEMENT_TITLE =
  'Supporting statement by head contractor regarding payment to subcontractors';

export const SUPPORTING_STATEMENT_SECTION =
  'Building and Construction Industry Security of Payment Act 1999 (NSW) s13(7)';

/** The form's opening: who must give it and to whom. */
export const SUPPORTING_STATEMENT_INTRO =
  'This statement must accompany any payment claim served on a principal to a construction contract by a head ' +
  'contractor (s13(7)). The terms "principal", "head contractor", "subcontractor" and "construction contract" ' +
  'have the meanings given in section 4 of the Act.';

/** The declaration, in the declarant's name. */
export function supportingDeclaration(name: string, position: string): string {
  return (
    `I, ${name} (${position}), being the head contractor, a director of the head contractor or a person ` +
    'authorised by the head contractor on whose behalf this declaration is made, declare that I am in a position ' +
    'to know the truth of the matters in this supporting statement and that, to the best of my knowledge and ' +
    'belief, all amounts due and payable to subcontractors have been paid (not including any amount identified ' +
    'below as unpaid, with the reason it is unpaid).'
  );
}

/** The offence the form reminds the declarant of. */
export const SUPPORTING_STATEMENT_WARNING =
  'A head contractor must not serve a payment claim on the principal accompanied by a supporting statement ' +
  'knowing that the statement is false or misleading in a material particular (s13(8)).';

/** The subcontractors with an unpaid amount, which the statement lists with their reasons. */
export function unpaidSubcontractors(rows: readonly StatementSubcontractor[]): StatementSubcontractor[] {
  return rows.filter((r) => r.amountOwing > 0);
}
