import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TContractHolding } from '@/lib/schemas/retention-trust';
import { recordHistory } from '../history';
import type { Actor } from '../session/resolve-actor';
import { loadPayerContract, type ContractPath } from './payer-contract';

/**
 * Names where this contract's retention money is held: one of the payer account's trust accounts
 * or instruments, or none. Those who may edit the contract, on the payer's side.
 */
export async function setContractHolding(actor: Actor, path: ContractPath, input: TContractHolding) {
  const { projectId } = await loadPayerContract(actor, path, 'edit');
  await db().$transaction(async (tx) => {
    if (input.holding_id) {
      // Shared lock: the holding cannot be deleted until this placement names it.
      const [found] = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM retention_holdings
         WHERE id = ${input.holding_id}::uuid AND account_id = ${actor.accountId}::uuid FOR SHARE`;
      if (!found)
        throw new AppError('invalid', [
          { field: 'holding_id', message: 'Choose one of your trust accounts or instruments.' },
        ]);
    }
    await tx.contractPlacement.updateMany({
      where: { contractId: path.contractId, accountId: actor.accountId },
      data: { retentionHoldingId: input.holding_id },
    });
    await recordHistory(
      tx,
      actor,
      'contract.retention_holding',
      { projectId, contractId: path.contractId },
      {
        holding_id: input.holding_id,
      },
    );
  });
  return { holding_id: input.holding_id };
}
