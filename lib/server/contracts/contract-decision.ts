import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db, type Tx } from '@/lib/db/client';
import type { ContractSide } from '@/lib/db/generated/enums';
import {
  PARTY_OF_SIDE,
  decisionViews,
  mayDecide,
  refusalMessage,
  type ContractDecision,
  type DecisionContract,
  type Party,
} from '@/lib/domain/contract-decisions';
import { counterpartyName } from '../parties/counterparty';

const named = { select: { name: true } } as const;
const PARTIES = {
  status: true,
  createdByAccountId: true,
  payerAccountId: true,
  payeeAccountId: true,
  payerAccount: named,
  payeeAccount: named,
  payerCompany: named,
  payeeCompany: named,
} as const;

/** Each party's name: its account once it is on ClaimCert, else the company naming it. */
function partyNames(c: Parameters<typeof counterpartyName>[1]): Record<Party, string> {
  return {
    payer: counterpartyName('claim', c) ?? 'the payer',
    payee: counterpartyName('cert', c) ?? 'the payee',
  };
}

/**
 * Refuses (403, naming who can) a change that belongs to the other party (lib/domain/
 * contract-decisions). Runs inside the write's transaction and locks the contract row first, so a
 * start or an accepted invitation cannot slip in between the check and the write. Returns the party
 * the caller records the decision for when that party is not on ClaimCert.
 */
export async function assertDecision(
  tx: Tx,
  contractId: string,
  side: ContractSide,
  decision: ContractDecision,
): Promise<{ recordsFor: Party | null }> {
  // One locking read of the columns the rule needs; the names only when refusing.
  const [contract] = await tx.$queryRaw<DecisionContract[]>`
    SELECT status::text AS "status", created_by_account_id::text AS "createdByAccountId",
           payer_account_id::text AS "payerAccountId", payee_account_id::text AS "payeeAccountId"
    FROM contracts WHERE id = ${contractId}::uuid FOR UPDATE`;
  if (!contract) throw new AppError('not_found');
  const answer = mayDecide(decision, contract, PARTY_OF_SIDE[side]);
  if (answer.allowed) return { recordsFor: answer.recordsFor };
  const names = partyNames(
    await tx.contract.findUniqueOrThrow({ where: { id: contractId }, select: PARTIES }),
  );
  throw new AppError('forbidden', refusalMessage(decision, contract, names[answer.owner]));
}

/** What the caller's side decides on a contract read with its parties, for its screens. */
export function decisionsOf(
  contract: DecisionContract & Parameters<typeof partyNames>[0],
  side: ContractSide,
) {
  return decisionViews(contract, PARTY_OF_SIDE[side], partyNames(contract));
}

/** The same, reading the contract. */
export async function readDecisions(contractId: string, side: ContractSide) {
  const contract = await db().contract.findUniqueOrThrow({ where: { id: contractId }, select: PARTIES });
  return decisionsOf(contract, side);
}
