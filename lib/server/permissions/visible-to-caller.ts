import 'server-only';
// The projects and contracts a caller sees in lists: all of their account's with account-wide view
// (spec §6); otherwise (role none) only those they are a member of — a project through its members,
// a contract through its own members or its project's. Every list, report and count reads through
// these two where-clauses, so the rule lives here only; single rows are checked by authorize.ts.
import { Prisma } from '@/lib/db/generated/client';
import type { ContractSide } from '@/lib/domain/contract-decisions';
import { can } from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';

/** The caller's account's projects they may see (the caller adds the account to the query). */
export function visibleProjects(actor: Actor): Prisma.ProjectWhereInput {
  return can({ account: actor.role }, 'project', 'view')
    ? {}
    : { members: { some: { userId: actor.userId } } };
}

/** The caller's account's placements of contracts (of one side, if given) they may see. */
export function visiblePlacements(actor: Actor, side?: ContractSide): Prisma.ContractPlacementWhereInput {
  const base = { accountId: actor.accountId, ...(side ? { side } : {}) };
  if (can({ account: actor.role }, 'contract', 'view')) return base;
  return {
    ...base,
    OR: [
      { project: { members: { some: { userId: actor.userId, accountId: actor.accountId } } } },
      { contract: { members: { some: { userId: actor.userId, accountId: actor.accountId } } } },
    ],
  };
}

/** visibleProjects as SQL: the condition that the caller sees the project aliased `p`. */
export function visibleProjectSql(actor: Actor): Prisma.Sql {
  return can({ account: actor.role }, 'project', 'view')
    ? Prisma.sql`TRUE`
    : Prisma.sql`EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = p.id AND m.user_id = ${actor.userId}::uuid)`;
}

/**
 * visiblePlacements as SQL, for reads that sum in the database: the condition that the placement
 * aliased `pl` (already of the caller's account) is one the caller sees.
 */
export function visiblePlacementSql(actor: Actor): Prisma.Sql {
  if (can({ account: actor.role }, 'contract', 'view')) return Prisma.sql`TRUE`;
  return Prisma.sql`(EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = pl.project_id
                                AND m.user_id = ${actor.userId}::uuid AND m.account_id = ${actor.accountId}::uuid)
                  OR EXISTS (SELECT 1 FROM contract_members m WHERE m.contract_id = pl.contract_id
                                AND m.user_id = ${actor.userId}::uuid AND m.account_id = ${actor.accountId}::uuid))`;
}

/**
 * What decides which of the account's projects and contracts the caller sees: the same for every
 * member whose role sees the whole account, the member's own otherwise (their memberships).
 */
export function visibilityKey(actor: Actor): string {
  const wholeAccount =
    can({ account: actor.role }, 'project', 'view') && can({ account: actor.role }, 'contract', 'view');
  return wholeAccount ? 'whole account' : `member ${actor.userId}`;
}
