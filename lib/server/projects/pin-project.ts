import 'server-only';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { loadProject } from './load-project';

/**
 * Pins or unpins a project: pinned projects head everyone's list in the account (the flag is the
 * project's, not the user's), so changing it is a project edit.
 */
export async function pinProject(actor: Actor, projectId: string, isPinned: boolean) {
  await loadProject(actor, projectId, 'edit');
  await db().$transaction(async (tx) => {
    await tx.project.update({ where: { id: projectId }, data: { isPinned } });
    await recordHistory(tx, actor, isPinned ? 'project.pinned' : 'project.unpinned', { projectId });
  });
  return { is_pinned: isPinned };
}
