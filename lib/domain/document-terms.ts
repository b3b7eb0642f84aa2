// What a firm calls the documents it issues (spec §3 Account: "pages config for claim and cert
// terms"): a payee's claims are a "Payment Claim", "Progress Claim" or "Payment Application"; a
// payer's certificates a "Payment Certificate" or "Payment Schedule". A document is titled in the
// words of the party that ISSUES it — a claim by its payee's account, a certificate by its payer's —
// and both parties see that one title: on screens, in emails and on the PDF.
//
// The words are a title, nothing more. The statement that makes the document what the statute
// says it is ("This is a payment claim made under the Construction Contracts Act 2002", CCA
// s20(2)(f); "a payment schedule given under section 21") is printed word for word whatever the
// title (lib/pdf/statements.ts, lib/pdf/cert-statements.ts). The NZ and Australian Acts prescribe
// no title, so there the account's words head the PDF. In the UK and under FIDIC the heading is
// the notice the statute or the contract names — a Payment Notice and a Pay Less Notice have
// different effects, and the heading tells the recipient which one it holds — so it stays, and the
// account's words name the document under it.
import type { Jurisdiction } from './working-days';

export const CLAIM_TERMS = {
  payment_claim: 'Payment Claim',
  progress_claim: 'Progress Claim',
  payment_application: 'Payment Application',
} as const;
export const CERT_TERMS = {
  payment_certificate: 'Payment Certificate',
  payment_schedule: 'Payment Schedule',
} as const;

export type ClaimTermKey = keyof typeof CLAIM_TERMS;
export type CertTermKey = keyof typeof CERT_TERMS;
/** The words themselves, as the API sends and takes them. */
export type ClaimTermWords = (typeof CLAIM_TERMS)[ClaimTermKey];
export type CertTermWords = (typeof CERT_TERMS)[CertTermKey];

/** What every account starts with, and what a claim from a payee not on ClaimCert is called. */
export const DEFAULT_CLAIM_TERM: ClaimTermKey = 'payment_claim';
export const DEFAULT_CERT_TERM: CertTermKey = 'payment_certificate';

export const CLAIM_TERM_WORDS = Object.values(CLAIM_TERMS) as [ClaimTermWords, ...ClaimTermWords[]];
export const CERT_TERM_WORDS = Object.values(CERT_TERMS) as [CertTermWords, ...CertTermWords[]];

function keyOf<K extends string>(terms: Readonly<Record<K, string>>, words: string): K {
  const key = (Object.keys(terms) as K[]).find((k) => terms[k] === words);
  if (!key) throw new RangeError(`not a document term: ${words}`);
  return key;
}

export const claimTermKey = (words: ClaimTermWords): ClaimTermKey => keyOf(CLAIM_TERMS, words);
export const certTermKey = (words: CertTermWords): CertTermKey => keyOf(CERT_TERMS, words);

/** A new claim's name: 'Progress Claim 4 – December 2026'. */
export function defaultClaimName(term: ClaimTermKey, number: number, month: string): string {
  return `${CLAIM_TERMS[term]} ${number} – ${month}`;
}

/** A certificate's name in lists, emails, the workflow and the PDF: 'Payment Schedule 2 (PS-002)'. */
export function certificateName(cert: { term: CertTermKey; number: number; ref?: string | null }): string {
  const name = `${CERT_TERMS[cert.term]} ${cert.number}`;
  return cert.ref ? `${name} (${cert.ref})` : name;
}

/**
 * A claim's name after its account's words change from `from` to `to`: a name that starts with the
 * old words (as every name the app gives does, and most typed ones) starts with the new ones; any
 * other name is the payee's own and is kept. Used only on claims not yet issued — an issued claim
 * keeps the name it was served under.
 */
export function renamedClaim(name: string, from: ClaimTermKey, to: ClaimTermKey): string {
  const old = `${CLAIM_TERMS[from]} `;
  return name.startsWith(old) ? `${CLAIM_TERMS[to]} ${name.slice(old.length)}` : name;
}

/** Whether the account's words head the PDF here (see the top of this file), or the statute's notice does. */
export function termHeadsDocument(jurisdiction: Jurisdiction): boolean {
  return jurisdiction === 'NZ' || jurisdiction.startsWith('AU-');
}
