import 'server-only';
// The contracts an account certifies that the caller may see: all of them with account-wide
// contract view; otherwise (role none) those of the projects or contracts the caller is a member of.
import type { Prisma } from '@/lib/db/generated/client';
import { can } from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';

export function visiblePlacements(
  actor: Actor,
  side: 'cert' | 'claim' = 'cert',
): Prisma.ContractPlacementWhereInput {
  const base = { accountId: actor.accountId, side };
  if (can({ account: actor.role }, 'contract', 'view')) return base;
  return {
    ...base,
    OR: [
      { project: { members: { some: { userId: actor.userId, accountId: actor.accountId } } } },
      { contract: { members: { some: { userId: actor.userId, accountId: actor.accountId } } } },
    ],
  };
}
