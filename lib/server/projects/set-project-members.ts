import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TProjectMember } from '@/lib/schemas/projects';
import type { Actor } from '../session/resolve-actor';
import { allowed } from '../permissions/authorize';
import { recordHistory } from '../history';
import { assertAccountPeople } from './account-people';
import { loadProject } from './load-project';
import { listProjectMembers, type ProjectMembers } from './project-members';
import { lockProject } from './write-defaults';

/**
 * POST members (spec §7): replaces the project's member list. The answer says whether the caller
 * may still edit the project, since they may have removed or demoted themselves (§6: then the page
 * takes them to the project view).
 */
export async function setProjectMembers(
  actor: Actor,
  projectId: string,
  members: TProjectMember[],
): Promise<ProjectMembers & { still_allowed: boolean }> {
  await loadProject(actor, projectId, 'access');
  await assertAccountPeople(
    actor.accountId,
    members.map((m) => m.user_id),
    'members',
  );
  await db().$transaction(async (tx) => {
    if (!(await lockProject(tx, actor.accountId, projectId))) throw new AppError('not_found');
    await tx.projectMember.deleteMany({ where: { projectId, accountId: actor.accountId } });
    await tx.projectMember.createMany({
      data: members.map((m) => ({
        accountId: actor.accountId,
        projectId,
        userId: m.user_id,
        role: m.role,
        isKeyContact: m.is_key_contact,
      })),
    });
    await recordHistory(
      tx,
      actor,
      'project.members_updated',
      { projectId },
      {
        members: members.map((m) => ({ user_id: m.user_id, role: m.role, is_key_contact: m.is_key_contact })),
      },
    );
  });
  const stillAllowed = await allowed(actor, 'project', 'edit', { projectId });
  if (!stillAllowed) {
    return { members: [], users: [], still_allowed: false };
  }
  return { ...(await listProjectMembers(actor, projectId)), still_allowed: true };
}
