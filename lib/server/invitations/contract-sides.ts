import 'server-only';
import type { ContractSide } from '@/lib/db/generated/enums';

/** The side the other party takes: a claim contract (we are payee) invites the payer, and back. */
export function otherSide(side: ContractSide): ContractSide {
  return side === 'claim' ? 'cert' : 'claim';
}

/**
 * The contract columns of one side: its account, and the company that names the party in the
 * OTHER side's contacts (payer company = the payer as the payee keeps it, and vice versa).
 */
export function sideColumns(side: ContractSide) {
  return side === 'cert'
    ? ({ account: 'payerAccountId', company: 'payerCompanyId' } as const)
    : ({ account: 'payeeAccountId', company: 'payeeCompanyId' } as const);
}

/** The account already on `side` of the contract, or null while only a company names that party. */
export function accountOnSide(
  contract: { payerAccountId: string | null; payeeAccountId: string | null },
  side: ContractSide,
): string | null {
  return contract[sideColumns(side).account];
}
