import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TRetention } from '@/lib/schemas/project-defaults';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { loadProject } from './load-project';
import { lockProject, writeProjectRetention } from './write-defaults';

/**
 * PUT retention: creates or replaces the project's default retention; type none removes it (§5).
 * DELETE retention passes null.
 */
export async function setProjectRetention(actor: Actor, projectId: string, retention: TRetention | null) {
  await loadProject(actor, projectId, 'edit');
  await db().$transaction(async (tx) => {
    if (!(await lockProject(tx, actor.accountId, projectId))) throw new AppError('not_found');
    await writeProjectRetention(tx, projectId, retention);
    const removed = !retention || retention.retention_type === 'none';
    await recordHistory(tx, actor, removed ? 'project.retention_removed' : 'project.retention_saved', {
      projectId,
    });
  });
}
