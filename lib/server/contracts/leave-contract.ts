import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { settleProjectStatuses } from '../projects/settle-project-status';
import { loadContract } from './load-contract';

/**
 * The caller's account leaves a shared contract (spec §4, §6): its placement, its members and its
 * own approval workflows on the contract go, and its side of the contract is freed so that the
 * other party can invite it (or someone else) again. Its history and files stay, as records.
 * An account cannot leave a contract no other account shares: nobody could invite it back, and
 * the contract would be left with no one able to open it. The project it sat in then follows the
 * contracts it still holds (settle-project-status.ts).
 */
export async function leaveContract(
  actor: Actor,
  ids: { projectId: string; contractId: string },
): Promise<{ project_id: string }> {
  const { contract, projectId, side } = await loadContract(actor, ids.contractId, {
    projectId: ids.projectId,
    action: 'access',
  });
  await db().$transaction(async (tx) => {
    // A contract has two sides, so there is at most one other placement.
    const other = await tx.contractPlacement.findFirst({
      where: { contractId: contract.id, accountId: { not: actor.accountId } },
      select: { accountId: true, projectId: true },
    });
    if (!other) {
      throw new AppError(
        'invalid',
        'Only your account is on this contract, so nobody could invite you back. Archive it instead.',
      );
    }
    const { count } = await tx.contractPlacement.deleteMany({
      where: { contractId: contract.id, accountId: actor.accountId, projectId },
    });
    if (count !== 1) throw new AppError('conflict');
    await tx.contractMember.deleteMany({ where: { contractId: contract.id, accountId: actor.accountId } });
    await tx.approvalWorkflow.deleteMany({ where: { contractId: contract.id, accountId: actor.accountId } });
    await tx.contract.update({
      where: { id: contract.id },
      data: side === 'claim' ? { payeeAccountId: null } : { payerAccountId: null },
    });
    await recordHistory(tx, actor, 'contract.left', { projectId, contractId: contract.id });
    // The other party's own record of it, in its account and project.
    await recordHistory(tx, { ...actor, accountId: other.accountId }, 'contract.counterparty_left', {
      projectId: other.projectId,
      contractId: contract.id,
    });
    await settleProjectStatuses(tx, actor, [projectId], { contractId: contract.id });
  });
  return { project_id: projectId };
}
