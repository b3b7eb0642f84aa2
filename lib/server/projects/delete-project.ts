import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { deleteFile } from '@/lib/files/store';
import { canDeleteProject } from '@/lib/domain/project-status';
import type { Actor } from '../session/resolve-actor';
import { assertCan } from '../permissions/authorize';
import { recordHistory } from '../history';
import { countIssuedDocuments } from './issued-documents';
import { loadProject } from './load-project';
import { lockProject } from './write-defaults';

export const KEEP_ISSUED =
  'This project has issued claims or certificates, which must be kept. Archive the project instead.';
export const LEAVE_SHARED_FIRST =
  'This project holds contracts shared with another account. Leave them or move them to another project first.';

/**
 * Deletes a project while nothing has been issued from it (lib/domain/project-status.ts), with the
 * contracts in it and their files. A contract the other party has also placed is theirs too, so it
 * must be left (or moved) first, through the contract's own action. Deleting is for whoever may
 * create projects (account owners and admins), not project admins: it cannot be undone.
 */
export async function deleteProject(actor: Actor, projectId: string): Promise<void> {
  await loadProject(actor, projectId, 'edit');
  await assertCan(actor, 'project', 'create');
  const storageKeys = await db().$transaction(async (tx) => {
    if (!(await lockProject(tx, actor.accountId, projectId))) throw new AppError('not_found');
    if (!canDeleteProject(await countIssuedDocuments(tx, actor.accountId, projectId))) {
      throw new AppError('conflict', KEEP_ISSUED);
    }
    const placements = await tx.contractPlacement.findMany({
      where: { projectId, accountId: actor.accountId },
      select: { contractId: true, contract: { select: { _count: { select: { placements: true } } } } },
    });
    if (placements.some((p) => p.contract._count.placements > 1)) {
      throw new AppError('conflict', LEAVE_SHARED_FIRST);
    }
    const contractIds = placements.map((p) => p.contractId);
    const files = await tx.attachment.findMany({
      where: { contractId: { in: contractIds } },
      select: { storageKey: true },
    });
    await tx.contract.deleteMany({ where: { id: { in: contractIds } } });
    const project = await tx.project.delete({ where: { id: projectId }, select: { name: true } });
    await recordHistory(
      tx,
      actor,
      'project.deleted',
      { projectId },
      { name: project.name, deleted_contracts: contractIds },
    );
    return files.map((f) => f.storageKey);
  });
  // After commit: a file is removed only once no row can point at it.
  await Promise.all(storageKeys.map((key) => deleteFile(key)));
}
