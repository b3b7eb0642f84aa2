// The statement a payment claim must carry in each jurisdiction (what makes it a claim under the
// local payment statute), and what the document is called there.
//   NZ: Construction Contracts Act 2002 s20(2)(f) — "state that it is made under this Act".
//   AU: what each state's security of payment Act asks a claim to say (lib/domain/au-claim-rules.ts:
//       NSW s13(2)(c), Vic s14(2)(e), Qld s68(1)(c) "requests payment", the rest as marked there).
//   UK: an application for payment under the Housing Grants, Construction and Regeneration Act 1996
//       (Northern Ireland: its own Order), with VAT, CIS and the reverse charge shown.
//   UAE / Saudi Arabia: no payment statute; an interim payment statement under the FIDIC contract.
import { AU_CLAIM_RULES } from '@/lib/domain/au-claim-rules';
import { CLAIM_TERMS, termHeadsDocument, type ClaimTermKey } from '@/lib/domain/document-terms';
import type { Jurisdiction } from '@/lib/domain/working-days';

export interface DocumentWording {
  title: string;
  statement: string;
}

/** Each Australian state's security of payment Act, which claims and payment schedules both name. */
export const AU_ACTS: Partial<Record<Jurisdiction, string>> = Object.fromEntries(
  Object.entries(AU_CLAIM_RULES).map(([jurisdiction, rule]) => [jurisdiction, rule.act]),
);

export function documentWording(jurisdiction: Jurisdiction): DocumentWording {
  if (jurisdiction === 'NZ') {
    return {
      title: 'Payment Claim',
      statement: 'This is a payment claim made under the Construction Contracts Act 2002.',
    };
  }
  const au = AU_CLAIM_RULES[jurisdiction];
  if (au) return { title: 'Payment Claim', statement: au.statement };
  if (jurisdiction === 'GB-NIR') {
    return {
      title: 'Application for Payment',
      statement:
        'This is an application for payment under the contract and the Construction Contracts (Northern Ireland) Order 1997, as amended.',
    };
  }
  if (jurisdiction.startsWith('GB-')) {
    return {
      title: 'Application for Payment',
      statement:
        'This is an application for payment under the contract and the Housing Grants, Construction and Regeneration Act 1996, as amended by the Local Democracy, Economic Development and Construction Act 2009.',
    };
  }
  return {
    title: 'Interim Payment Statement',
    statement:
      "This is the Contractor's Statement for an interim payment under the Conditions of Contract (FIDIC Sub-Clause 14.3).",
  };
}

/**
 * What heads the claim PDF: the payee's own words where the Act prescribes no title (NZ, AU), the
 * notice the statute or contract names elsewhere (lib/domain/document-terms.ts). The statement
 * above is printed under it either way, word for word.
 */
export function claimHeading(jurisdiction: Jurisdiction, term: ClaimTermKey): string {
  return termHeadsDocument(jurisdiction) ? CLAIM_TERMS[term] : documentWording(jurisdiction).title;
}
