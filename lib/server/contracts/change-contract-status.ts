import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { transitionContract, type ContractAction } from '@/lib/domain/contract-status';
import type { Actor } from '../session/resolve-actor';
import { assertCanActivateContract } from '../billing/assert-can-activate';
import { recordHistory } from '../history';
import { projectsOfContract, settleProjectStatuses } from '../projects/settle-project-status';
import { loadContract } from './load-contract';
import { readCompleteness } from './read-completeness';

/**
 * Start, finalise, reopen or archive a contract (spec §4, lib/domain/contract-status.ts). One
 * transaction: the status the caller saw is the WHERE of the update, so of two simultaneous
 * requests one wins and the other gets 409; starting also re-checks completeness (§5) inside the
 * same transaction and refuses with the missing steps' messages (422). The projects the contract
 * sits in (each party's) then follow it: the first contract started makes a draft project current,
 * the last one finalised or archived completes it (lib/server/projects/settle-project-status.ts).
 */
export async function changeContractStatus(
  actor: Actor,
  ids: { projectId: string; contractId: string },
  action: ContractAction,
): Promise<{ status: string }> {
  const { contract, projectId, side } = await loadContract(actor, ids.contractId, {
    projectId: ids.projectId,
    action: 'edit',
  });
  const next = transitionContract(contract.status, action);
  if (!next.ok) throw new AppError('conflict', next.message);

  return db().$transaction(async (tx) => {
    // Starting or reopening makes the contract active: the plan's limits decide (issue 14, §8).
    if (next.to === 'started' || next.to === 'reopened') {
      await assertCanActivateContract(tx, { accountId: actor.accountId, side, projectId });
    }
    if (action === 'start') {
      const missing = await readCompleteness(tx, contract.id, side);
      if (missing.length) {
        throw new AppError(
          'invalid',
          missing.map((m) => ({ field: m.step, message: m.message })),
        );
      }
    }
    const { count } = await tx.contract.updateMany({
      where: { id: contract.id, status: contract.status },
      data: { status: next.to },
    });
    if (count !== 1) throw new AppError('conflict');
    await recordHistory(
      tx,
      actor,
      `contract.${action}`,
      { projectId, contractId: contract.id },
      {
        from: contract.status,
        to: next.to,
      },
    );
    await settleProjectStatuses(tx, actor, await projectsOfContract(tx, contract.id), {
      contractId: contract.id,
    });
    return { status: next.to };
  });
}
