import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Action } from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';
import { assertCan } from '../permissions/authorize';

/**
 * A project of the caller's account, after checking the caller may `action` it. Another
 * account's project answers 404 (its existence is not revealed); a permission gap answers 403.
 */
export async function loadProject(actor: Actor, projectId: string, action: Action = 'view') {
  const project = await db().project.findFirst({ where: { id: projectId, accountId: actor.accountId } });
  if (!project) throw new AppError('not_found');
  await assertCan(actor, 'project', action, { projectId });
  return project;
}
