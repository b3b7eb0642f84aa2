import 'server-only';
// Who acts on a contract for one side of it: the active members of the placing account whose roles
// let them make, approve and issue its claims or certificates (spec §6 claim_or_cert: owners and
// admins account-wide, project admins of its project, contract admins of the contract). Reminders
// go to them: they can do something about a deadline, and each of them can see the contract (every
// role with claim_or_cert also has view), so nobody hears of a contract they may not open.
// Three queries however many placements.
import { db } from '@/lib/db/client';
import { can } from '@/lib/domain/permissions';

export interface Placement {
  accountId: string;
  projectId: string;
  contractId: string;
}

export interface ContractActor {
  userId: string;
  email: string;
  name: string;
}

export const placementKey = (p: Placement) => `${p.accountId}:${p.contractId}`;

export async function contractActors(
  placements: readonly Placement[],
): Promise<Map<string, ContractActor[]>> {
  const result = new Map<string, ContractActor[]>();
  if (placements.length === 0) return result;
  const accountIds = [...new Set(placements.map((p) => p.accountId))];
  const [members, projectRoles, contractRoles] = await Promise.all([
    db().membership.findMany({
      where: { accountId: { in: accountIds }, status: 'active', account: { isActive: true } },
      select: { accountId: true, userId: true, role: true, user: { select: { email: true, name: true } } },
      orderBy: { createdAt: 'asc' },
    }),
    db().projectMember.findMany({
      where: {
        accountId: { in: accountIds },
        projectId: { in: [...new Set(placements.map((p) => p.projectId))] },
      },
      select: { accountId: true, projectId: true, userId: true, role: true },
    }),
    db().contractMember.findMany({
      where: {
        accountId: { in: accountIds },
        contractId: { in: [...new Set(placements.map((p) => p.contractId))] },
      },
      select: { accountId: true, contractId: true, userId: true, role: true },
    }),
  ]);
  const projectRole = new Map(projectRoles.map((r) => [`${r.accountId}:${r.projectId}:${r.userId}`, r.role]));
  const contractRole = new Map(
    contractRoles.map((r) => [`${r.accountId}:${r.contractId}:${r.userId}`, r.role]),
  );
  for (const p of placements) {
    const actors = members
      // Help desk staff act in an account only while it lets them in: never reminded.
      .filter((m) => m.accountId === p.accountId && m.role !== 'helpdesk')
      .filter((m) =>
        can(
          {
            account: m.role,
            project: projectRole.get(`${p.accountId}:${p.projectId}:${m.userId}`) ?? null,
            contract: contractRole.get(`${p.accountId}:${p.contractId}:${m.userId}`) ?? null,
          },
          'contract',
          'claim_or_cert',
        ),
      )
      .map((m) => ({ userId: m.userId, email: m.user.email, name: m.user.name }));
    result.set(placementKey(p), actors);
  }
  return result;
}
