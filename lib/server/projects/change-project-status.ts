import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { transitionProject, type ProjectStatus, type ProjectUserAction } from '@/lib/domain/project-status';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { loadProject } from './load-project';
import { settleProjectStatuses } from './settle-project-status';

/**
 * Archive or re-open a project (spec §4). The status read when loading is the one the update
 * expects: if someone changed it in between, the update matches no row and the caller gets 409.
 * A re-opened project is current, then settles where its contracts put it in the same transaction
 * (draft if none has started, completed if all are finalised or archived).
 */
export async function changeProjectStatus(
  actor: Actor,
  projectId: string,
  action: ProjectUserAction,
): Promise<{ status: ProjectStatus }> {
  const project = await loadProject(actor, projectId, 'edit');
  const next = transitionProject(project.status, action);
  if (!next.ok) throw new AppError('conflict', next.message);
  const status = await db().$transaction(async (tx) => {
    const { count } = await tx.project.updateMany({
      where: { id: projectId, accountId: actor.accountId, status: project.status },
      data: { status: next.to },
    });
    if (count !== 1) throw new AppError('conflict');
    await recordHistory(
      tx,
      actor,
      action === 'archive' ? 'project.archived' : 'project.reopened',
      { projectId },
      { from: project.status, to: next.to },
    );
    if (action === 'archive') return next.to;
    return (await settleProjectStatuses(tx, actor, [projectId])).get(projectId) ?? next.to;
  });
  return { status };
}
