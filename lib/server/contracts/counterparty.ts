import 'server-only';

type Named = { name: string } | null;
interface Parties {
  payerAccount: Named;
  payeeAccount: Named;
  payerCompany: Named;
  payeeCompany: Named;
}

/**
 * The name of the other party as `side` sees it: the payer when we claim, the payee when we
 * certify — its account once it is on ClaimCert, else the company naming it in our contacts.
 */
export function counterpartyName(side: 'claim' | 'cert', c: Parties): string | null {
  return side === 'claim'
    ? (c.payerAccount?.name ?? c.payerCompany?.name ?? null)
    : (c.payeeAccount?.name ?? c.payeeCompany?.name ?? null);
}

const NAME = { select: { name: true } } as const;

/** What counterpartyName reads, to spread into a contract's select. */
export const PARTY_NAMES = {
  payerAccount: NAME,
  payeeAccount: NAME,
  payerCompany: NAME,
  payeeCompany: NAME,
} as const;
