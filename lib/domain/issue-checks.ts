/**
 * What must be true before a payment claim or a payment schedule (certificate) goes out, and what
 * the person issuing it should know first. Errors block the issue; warnings are shown with their
 * consequence and may be accepted. Plain data in, plain words out: the server loads the data
 * (lib/server/claims/claim-issue-check.ts, lib/server/certs/cert-issue-check.ts), the issue dialog
 * shows the result, and the issue routes refuse on errors. Dates are 'yyyy-MM-dd' in the contract's
 * time zone. Sources: /work/shared/domain/statutory-rules.md and the Acts cited beside each rule.
 *
 * A payment claim must (NZ Construction Contracts Act 2002 s20(2)–(3)): identify the contract and
 * the period, state the claimed amount and the due date for payment, show how the amount was
 * calculated, state that it is made under the Act, and be accompanied by Form 1 (Construction
 * Contracts Regulations 2003, Schedule 1; every claim since 1 December 2015, not only claims on
 * residential occupiers — so no "residential occupier" flag is modelled). NSW (SOP Act 1999
 * s13(2)) asks it to identify the work and state the amount; the UK (HGCRA 1996 s110A(3)) the sum
 * and the basis on which it is calculated. The claim PDF always prints the amount and the due
 * dates from the claim's own columns, so what can be missing is the contract's name, the schedule
 * of work, the statement and Form 1. An Australian claim's statement must say what its state's Act
 * asks (lib/domain/au-claim-rules.ts: NSW s13(2)(c), Vic s14(2)(e), Qld s68(1)(c) "requests
 * payment"), and an NSW head contractor's claim on the principal (contract_tier head_contract) must
 * be accompanied by a supporting statement (SOP Act 1999 (NSW) s13(7)).
 *
 * A payment schedule must (CCA s21(2)–(3); NSW s14(2)–(3); HGCRA s110A–111): identify the claim,
 * state the scheduled amount and how it was calculated, and give reasons for every difference from
 * the claim. The certificate PDF prints the claim's name and the amount; the reasons are per line
 * (cert-reasons.ts), and the server hands over the refusals its own issue checks would raise.
 */
import { AU_CLAIM_RULES } from './au-claim-rules';
import type { Jurisdiction } from './working-days';

/** One element found missing (an error) or worth knowing (a warning); field names the element. */
export interface Problem {
  field: string;
  message: string;
  /** The page where it can be put right, when that is another screen. */
  link?: string;
}

export interface IssueCheck {
  errors: Problem[];
  warnings: Problem[];
}

export type UnissuedStatus = 'draft' | 'review' | 'approved';

export interface ClaimCheckInput {
  jurisdiction: Jurisdiction;
  /** Today in the contract's time zone: the day it would be served. */
  today: string;
  contractName: string;
  claim: { claimFrom: string; claimTo: string; paymentDue: string };
  /** Items on the schedule of work the claim prints. */
  scheduleItems: number;
  /** The statement the claim document prints (lib/pdf/statements.ts). */
  statement: string;
  /** Whether the claim document carries Form 1 (lib/pdf/nz-form-1.ts). */
  form1: boolean;
  /**
   * The NSW supporting statement (s13(7)): not required (not an AU-NSW head contract), missing, or
   * made (lib/server/claims/supporting-statement.ts).
   */
  supportingStatement: 'not_required' | 'missing' | 'made';
  /** Claims of the contract numbered below this one and not issued yet. */
  earlierUnissued: { number: number; status: UnissuedStatus }[];
}

export interface CertCheckInput {
  /** Today in the contract's time zone: the day it would be issued. */
  today: string;
  /** What the issue would refuse: missing reasons and the like, already in plain words. */
  refusals: Problem[];
  /** The answer's deadline (lib/server/certs/schedule-deadline.ts issueTiming) and what missing it means. */
  timing: { late: boolean; deadline: string; source: string; consequence: string };
  claim: { paymentDue: string };
  /** Claims of the contract numbered below this one, served and not yet answered. */
  earlierUnanswered: { number: number; servedOn: string; deadline: string }[];
}

const NZ_ACT = 'Construction Contracts Act 2002';

/** Why a claim must show its schedule of work, in each jurisdiction's terms. */
function scheduleRule(jurisdiction: Jurisdiction): string {
  if (jurisdiction === 'NZ')
    return `it must show how the claimed amount was calculated (${NZ_ACT} s20(2)(e))`;
  if (jurisdiction.startsWith('AU-'))
    return 'it must identify the construction work it is for (e.g. Building and Construction Industry Security of Payment Act 1999 (NSW) s13(2)(a))';
  if (jurisdiction.startsWith('GB-'))
    return 'it must state the basis on which the sum is calculated (Housing Grants, Construction and Regeneration Act 1996 s110A(3))';
  return 'it must show the amount the contractor considers due, with supporting particulars (FIDIC Sub-Clause 14.3)';
}

const STATUS_WORDS: Record<UnissuedStatus, string> = {
  draft: 'draft',
  review: 'in review',
  approved: 'approved',
};

/** 'Claim 3 (draft) and Claim 5 (approved)'. */
function claimList(parts: string[]): string {
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export function checkClaimIssue(input: ClaimCheckInput): IssueCheck {
  const { claim, today } = input;
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  if (input.contractName.trim() === '')
    errors.push({
      field: 'contract',
      message: 'The claim must identify the construction contract: give the contract a name in its settings.',
    });
  if (claim.claimFrom > today)
    errors.push({
      field: 'claim_from',
      message:
        `The claim period starts on ${claim.claimFrom}, after today (${today}). A claim can be issued only ` +
        'once its period has begun: change the period, or issue it on or after that day.',
    });
  if (input.scheduleItems === 0)
    errors.push({
      field: 'lines',
      message: `The claim has no schedule of work. Add at least one item: ${scheduleRule(input.jurisdiction)}.`,
    });
  if (input.jurisdiction === 'NZ' && !input.statement.includes(NZ_ACT))
    errors.push({
      field: 'statement',
      message: `The claim must state that it is made under the ${NZ_ACT} (s20(2)(f)).`,
    });
  if (input.jurisdiction === 'NZ' && !input.form1)
    errors.push({
      field: 'form_1',
      message:
        'The claim must be accompanied by Form 1 of the Construction Contracts Regulations 2003 ' +
        `(${NZ_ACT} s20(3)); without it, it is not a valid payment claim.`,
    });
  for (const { phrase, why } of AU_CLAIM_RULES[input.jurisdiction]?.requires ?? [])
    if (!input.statement.includes(phrase))
      errors.push({ field: 'statement', message: `The claim does not say what its Act requires: ${why}.` });
  if (input.supportingStatement === 'missing')
    errors.push({
      field: 'supporting_statement',
      message:
        'The supporting statement is missing. A head contractor must not serve a payment claim on the principal ' +
        'unless it is accompanied by a supporting statement declaring that its subcontractors have been paid ' +
        '(Building and Construction Industry Security of Payment Act 1999 (NSW) s13(7)). Complete the supporting ' +
        'statement on the claim (while it is a draft).',
    });

  if (claim.claimTo > today && claim.claimFrom <= today)
    warnings.push({
      field: 'claim_to',
      message:
        `The claim period runs to ${claim.claimTo}, so this claim is served before its period ends. It can ` +
        `fairly claim only work done by today (${today}), and where the contract says when claims may be ` +
        'made, a claim served early may not be a valid payment claim: the payer can treat it as premature.',
    });
  if (claim.paymentDue < today)
    warnings.push({
      field: 'payment_due_date',
      message:
        `The payment due date this claim states, ${claim.paymentDue}, has already passed. A due date before ` +
        'the claim is served leaves the payer no time to answer it: check the claim dates.',
    });
  const earlier = input.earlierUnissued;
  if (earlier.length > 0) {
    const one = earlier.length === 1;
    warnings.push({
      field: 'earlier_claims',
      message:
        `${claimList(earlier.map((c) => `Claim ${c.number} (${STATUS_WORDS[c.status]})`))} ${one ? 'is' : 'are'} ` +
        `not issued. Claims are cumulative: this claim's figures include ${one ? 'its' : 'their'} work, and ` +
        `${one ? 'it' : 'they'} can no longer be issued after this one.`,
    });
  }
  return { errors, warnings };
}

export function checkCertIssue(input: CertCheckInput): IssueCheck {
  const { today, timing } = input;
  const warnings: Problem[] = [];
  if (timing.late)
    warnings.push({
      field: 'deadline',
      message:
        `Issued today (${today}), this is late: it was due by ${timing.deadline} (${timing.source}). ` +
        timing.consequence,
    });
  if (input.claim.paymentDue < today)
    warnings.push({
      field: 'payment_due_date',
      message:
        `The claim's payment due date, ${input.claim.paymentDue}, has already passed: the amount scheduled ` +
        'is overdue the moment this is issued. Until it is paid, the payee may recover it as a debt and ' +
        'may suspend work after giving notice.',
    });
  for (const c of input.earlierUnanswered)
    warnings.push({
      field: 'earlier_claims',
      message:
        `Claim ${c.number}, served ${c.servedOn}, has no payment schedule yet; ` +
        `it ${c.deadline < today ? 'was' : 'is'} due ${c.deadline}.`,
    });
  return { errors: input.refusals, warnings };
}
