import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { loadProject } from './load-project';

/** Removes the project's picture; a project without one answers 404. */
export async function removeProjectImage(actor: Actor, projectId: string): Promise<{ image_url: null }> {
  await loadProject(actor, projectId, 'edit');
  await db().$transaction(async (tx) => {
    const { count } = await tx.projectImage.deleteMany({
      where: { projectId, accountId: actor.accountId },
    });
    if (count !== 1) throw new AppError('not_found');
    await recordHistory(tx, actor, 'project.image_removed', { projectId });
  });
  return { image_url: null };
}
