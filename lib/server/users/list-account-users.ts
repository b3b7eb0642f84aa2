import 'server-only';
import { db } from '@/lib/db/client';
import type { AccountRole, MembershipStatus } from '@/lib/db/generated/enums';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';

/** Spec §3 Account user: name, role, contracts, projects; plus what the users screen shows. */
export interface AccountUser {
  user_id: string;
  name: string;
  email: string;
  role: AccountRole;
  status: MembershipStatus;
  /** Added but has not set a password yet. */
  invitation_pending: boolean;
  projects: { id: string; name: string }[];
  contracts: { id: string; name: string }[];
}

/** Everyone in the account, the owner first, then by name: three queries whatever the size. */
export async function listAccountUsers(actor: Actor): Promise<AccountUser[]> {
  await assertCan(actor, 'account', 'access');
  const accountId = actor.accountId;
  const memberships = await db().membership.findMany({
    where: { accountId },
    orderBy: [{ user: { name: 'asc' } }, { createdAt: 'asc' }],
    select: {
      role: true,
      status: true,
      user: { select: { id: true, name: true, email: true, passwordHash: true } },
    },
  });
  const userIds = memberships.map((m) => m.user.id);
  const [projects, contracts] = await Promise.all([
    db().projectMember.findMany({
      where: { accountId, userId: { in: userIds }, project: { accountId } },
      orderBy: { project: { name: 'asc' } },
      select: { userId: true, project: { select: { id: true, name: true } } },
    }),
    db().contractMember.findMany({
      where: { accountId, userId: { in: userIds } },
      orderBy: { contract: { name: 'asc' } },
      select: { userId: true, contract: { select: { id: true, name: true } } },
    }),
  ]);
  const users = memberships.map(({ role, status, user }) => ({
    user_id: user.id,
    name: user.name,
    email: user.email,
    role,
    status,
    invitation_pending: user.passwordHash === null,
    projects: projects.filter((p) => p.userId === user.id).map((p) => p.project),
    contracts: contracts.filter((c) => c.userId === user.id).map((c) => c.contract),
  }));
  return [...users.filter((u) => u.role === 'owner'), ...users.filter((u) => u.role !== 'owner')];
}
