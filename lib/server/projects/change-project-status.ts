import 'server-only';
import { AppError } from '@/lib/api/app-error';
import { db } from '@/lib/db/client';
import { transitionProject, type ProjectAction } from '@/lib/domain/project-status';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { loadProject } from './load-project';

/**
 * Archive or re-open a project (spec §4). The status read when loading is the one the update
 * expects: if someone changed it in between, the update matches no row and the caller gets 409.
 */
export async function changeProjectStatus(
  actor: Actor,
  projectId: string,
  action: Extract<ProjectAction, 'archive' | 'reopen'>,
): Promise<{ status: string }> {
  const project = await loadProject(actor, projectId, 'edit');
  const next = transitionProject(project.status, action);
  if (!next.ok) throw new AppError('conflict', next.message);
  await db().$transaction(async (tx) => {
    const { count } = await tx.project.updateMany({
      where: { id: projectId, accountId: actor.accountId, status: project.status },
      data: { status: next.to },
    });
    if (count !== 1) throw new AppError('conflict');
    await recordHistory(
      tx,
      actor,
      action === 'archive' ? 'project.archived' : 'project.reopened',
      {
        projectId,
      },
      { from: project.status, to: next.to },
    );
  });
  return { status: next.to };
}
