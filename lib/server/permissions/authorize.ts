import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import {
  can,
  readOnlyRole,
  type Action,
  type Resource,
  type Role,
  type RoleSet,
} from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';

export interface Scope {
  projectId?: string;
  contractId?: string;
}

/**
 * The caller's roles for a scope: their account role plus their membership role on the project
 * and contract named (spec §6). Memberships are read within the caller's account only.
 */
export async function rolesFor(actor: Actor, scope: Scope = {}): Promise<RoleSet> {
  const [project, contract] = await Promise.all([
    scope.projectId
      ? db().projectMember.findFirst({
          where: { projectId: scope.projectId, userId: actor.userId, accountId: actor.accountId },
          select: { role: true },
        })
      : null,
    scope.contractId
      ? db().contractMember.findFirst({
          where: { contractId: scope.contractId, userId: actor.userId, accountId: actor.accountId },
          select: { role: true },
        })
      : null,
  ]);
  // A read-only API token reads its maker's projects and contracts but changes none of them.
  const cap = (role: Role): Role => (actor.apiToken?.readOnly ? readOnlyRole(role) : role);
  return {
    account: actor.role,
    project: project ? cap(project.role) : null,
    contract: contract ? cap(contract.role) : null,
  };
}

export async function allowed(
  actor: Actor,
  resource: Resource,
  action: Action,
  scope: Scope = {},
): Promise<boolean> {
  if (can({ account: actor.role }, resource, action)) return true; // most checks end here, with no query
  return can(await rolesFor(actor, scope), resource, action);
}

/** Throws 403 unless the caller may do `action` on `resource` in this scope. Fails closed. */
export async function assertCan(
  actor: Actor,
  resource: Resource,
  action: Action,
  scope: Scope = {},
): Promise<void> {
  if (!(await allowed(actor, resource, action, scope))) throw new AppError('forbidden');
}
