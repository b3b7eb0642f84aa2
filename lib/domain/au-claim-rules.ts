/**
 * What each Australian state's security of payment Act requires a payment claim to say, and the
 * words the claim PDF prints to say it (lib/pdf/statements.ts). The issue checks
 * (lib/domain/issue-checks.ts) refuse a claim whose statement lacks any of `requires`.
 *
 * Sources and how far each was verified (issue 32 item 3):
 *   NSW  SOP Act 1999 s13(2)(c) (AustLII, consolidated text): a claim "must state that it is made
 *        under this Act" only if the contract is connected with an exempt residential construction
 *        contract. ClaimCert cannot tell that, so every NSW claim states it — harmless otherwise.
 *   Vic  SOP Act 2002 s14(2)(e) (AustLII): it "must state that it is made under this Act".
 *   Qld  BIF Act 2017 s68(1)(c) (the Act's text as reproduced by a legislation reader): a payment
 *        claim "requests payment of the claimed amount"; s68(3): a document bearing the word
 *        'invoice' is taken to satisfy (1)(c). Qld does not ask for the Act to be named; the claim
 *        names it anyway.
 *   WA   SOP Act 2021 s24: state that it is made under the Act — read only in practitioner
 *        summaries and the WA Building Commission's guidance. UNVERIFIED against the Act's text.
 *   SA, Tas, ACT: the same "made under this Act" words are believed to be in each Act's
 *        payment-claim section (SA s13, Tas s17, ACT s15). UNVERIFIED: decided, not read.
 *   NT   Construction Contracts (Security of Payments) Act 2004: no statement is known to be
 *        required; naming the Act is harmless. UNVERIFIED.
 */
import type { Jurisdiction } from './working-days';

export interface AuClaimRule {
  act: string;
  /** The section that says what the claim must state, as cited to the user. */
  section: string;
  /** The sentences the claim prints. */
  statement: string;
  /** Phrases the statement must contain for the claim to be issued, each with why. */
  requires: { phrase: string; why: string }[];
  /** False where the section was decided, not read (the README lists them). */
  verified: boolean;
}

const madeUnder = (act: string) => `This is a payment claim made under the ${act}.`;

function rule(act: string, section: string, verified: boolean, extra = ''): AuClaimRule {
  const statement = `${madeUnder(act)}${extra ? ` ${extra}` : ''}`;
  return {
    act,
    section,
    statement,
    requires: [
      { phrase: `made under the ${act}`, why: `it must state that it is made under the Act (${section})` },
    ],
    verified,
  };
}

const QLD_ACT = 'Building Industry Fairness (Security of Payment) Act 2017 (Qld)';
export const QLD_REQUEST = 'The claimant requests payment of the claimed amount.';

export const AU_CLAIM_RULES: Partial<Record<Jurisdiction, AuClaimRule>> = {
  'AU-NSW': rule('Building and Construction Industry Security of Payment Act 1999 (NSW)', 's13(2)(c)', true),
  'AU-VIC': rule('Building and Construction Industry Security of Payment Act 2002 (Vic)', 's14(2)(e)', true),
  'AU-QLD': {
    act: QLD_ACT,
    section: 's68(1)(c)',
    statement: `${madeUnder(QLD_ACT)} ${QLD_REQUEST}`,
    requires: [
      { phrase: QLD_REQUEST, why: `it must request payment of the claimed amount (${QLD_ACT} s68(1)(c))` },
    ],
    verified: true,
  },
  'AU-WA': rule('Building and Construction Industry (Security of Payment) Act 2021 (WA)', 's24', false),
  'AU-SA': rule('Building and Construction Industry Security of Payment Act 2009 (SA)', 's13(2)(c)', false),
  'AU-TAS': rule('Building and Construction Industry Security of Payment Act 2009 (Tas)', 's17(2)(c)', false),
  'AU-ACT': rule(
    'Building and Construction Industry (Security of Payment) Act 2009 (ACT)',
    's15(2)(c)',
    false,
  ),
  'AU-NT': {
    ...rule('Construction Contracts (Security of Payments) Act 2004 (NT)', 'no statement required', false),
    requires: [],
  },
};

/**
 * Whether a claim must be accompanied by the NSW supporting statement: a head contractor's payment
 * claim on the principal (SOP Act 1999 (NSW) s13(7)). The contract's tier says who the payee is.
 * Qld's own supporting statement (BIF Act s75) is not modelled.
 */
export function needsSupportingStatement(jurisdiction: Jurisdiction, tier: 'head_contract' | 'subcontract') {
  return jurisdiction === 'AU-NSW' && tier === 'head_contract';
}
