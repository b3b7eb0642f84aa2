import 'server-only';
// The words a new claim or certificate is titled with (lib/domain/document-terms.ts), read inside
// the transaction that creates it and held with a share lock on the issuing account, so a change
// of the account's words (update-account-config.ts, which locks the row for update) is either
// wholly before the new document — which then takes the new words — or wholly after it, and then
// retitles it with the account's other unissued documents. Never a new draft left in old words.
import type { Tx } from '@/lib/db/client';
import {
  DEFAULT_CERT_TERM,
  DEFAULT_CLAIM_TERM,
  type CertTermKey,
  type ClaimTermKey,
} from '@/lib/domain/document-terms';

/** The payee account's words for its claims; the default for a payee not on ClaimCert. */
export async function lockedClaimTerm(tx: Tx, payeeAccountId: string | null): Promise<ClaimTermKey> {
  if (!payeeAccountId) return DEFAULT_CLAIM_TERM;
  const [row] = await tx.$queryRaw<{ term: ClaimTermKey }[]>`
    SELECT claim_term::text AS term FROM accounts WHERE id = ${payeeAccountId}::uuid FOR SHARE`;
  return row?.term ?? DEFAULT_CLAIM_TERM;
}

/** The payer account's words for its certificates. */
export async function lockedCertTerm(tx: Tx, payerAccountId: string | null): Promise<CertTermKey> {
  if (!payerAccountId) return DEFAULT_CERT_TERM;
  const [row] = await tx.$queryRaw<{ term: CertTermKey }[]>`
    SELECT cert_term::text AS term FROM accounts WHERE id = ${payerAccountId}::uuid FOR SHARE`;
  return row?.term ?? DEFAULT_CERT_TERM;
}
