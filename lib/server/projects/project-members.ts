import 'server-only';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { listAccountPeople, type AccountPerson } from './account-people';
import { loadProject } from './load-project';
import type { ProjectMemberView } from './read-project';

export interface ProjectMembers {
  members: ProjectMemberView[];
  /** Everyone who could be added: the account's active users. */
  users: AccountPerson[];
}

/** GET members: the project's members and the account users to choose from. */
export async function listProjectMembers(actor: Actor, projectId: string): Promise<ProjectMembers> {
  await loadProject(actor, projectId, 'view');
  const [members, users] = await Promise.all([
    db().projectMember.findMany({
      where: { projectId, accountId: actor.accountId },
      orderBy: { user: { name: 'asc' } },
      select: { userId: true, role: true, isKeyContact: true, user: { select: { name: true, email: true } } },
    }),
    listAccountPeople(actor.accountId),
  ]);
  return {
    members: members.map((m) => ({
      user_id: m.userId,
      name: m.user.name,
      email: m.user.email,
      role: m.role,
      is_key_contact: m.isKeyContact,
    })),
    users,
  };
}
