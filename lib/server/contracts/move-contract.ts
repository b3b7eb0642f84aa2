import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { loadProject } from '../projects/load-project';
import { settleProjectStatuses } from '../projects/settle-project-status';
import { loadContract } from './load-contract';

/**
 * Moves the caller's account's placement of a contract to another of its projects (spec §4 "move
 * to another project"). Only this account's view moves: the other party keeps its own placement.
 * The placement's current project is part of the WHERE, so a concurrent move answers 409. Both
 * projects then follow the contracts they now hold (settle-project-status.ts).
 */
export async function moveContract(
  actor: Actor,
  ids: { projectId: string; contractId: string },
  targetProjectId: string,
): Promise<{ project_id: string }> {
  const { contract, projectId } = await loadContract(actor, ids.contractId, {
    projectId: ids.projectId,
    action: 'edit',
  });
  // The target must be one of the caller's account's projects that they may edit (404 / 403).
  const target = await loadProject(actor, targetProjectId, 'edit');
  if (target.id === projectId) {
    throw new AppError('invalid', [
      { field: 'project_id', message: 'The contract is already in this project' },
    ]);
  }
  await db().$transaction(async (tx) => {
    const { count } = await tx.contractPlacement.updateMany({
      where: { contractId: contract.id, accountId: actor.accountId, projectId },
      data: { projectId: target.id },
    });
    if (count !== 1) throw new AppError('conflict');
    await recordHistory(
      tx,
      actor,
      'contract.moved',
      { projectId: target.id, contractId: contract.id },
      {
        from_project_id: projectId,
        to_project_id: target.id,
      },
    );
    await settleProjectStatuses(tx, actor, [projectId, target.id], { contractId: contract.id });
  });
  return { project_id: target.id };
}
