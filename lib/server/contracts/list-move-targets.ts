import 'server-only';
import { db } from '@/lib/db/client';
import { can } from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';

/**
 * The projects a contract can be moved into (spec §4 move): the account's other projects that are
 * not archived and that the caller may edit — all of them for account admins, else those they
 * administer.
 */
export async function listMoveTargets(
  actor: Actor,
  currentProjectId: string,
): Promise<{ id: string; name: string }[]> {
  const editsAll = can({ account: actor.role }, 'project', 'edit');
  return db().project.findMany({
    where: {
      accountId: actor.accountId,
      id: { not: currentProjectId },
      status: { not: 'archived' },
      ...(editsAll ? {} : { members: { some: { userId: actor.userId, role: 'project_admin' } } }),
    },
    orderBy: { name: 'asc' },
    select: { id: true, name: true },
  });
}
