import 'server-only';
import {
  permissionsFor,
  type Action,
  type Resource,
  type Role,
  type RoleSet,
} from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';
import { loadContract } from '../contracts/load-contract';
import { loadProject } from '../projects/load-project';
import { rolesFor } from './authorize';

/** The answer of read_project_role and read_contract_role (spec §6, §7). */
export interface ScopeRole {
  role: { account: Role; project: Role | null; contract: Role | null };
  permissions: Record<Resource, Action[]>;
}

/**
 * The caller's roles and effective actions in one of their account's projects. Another account's
 * project is a 404; one the caller may not even view (role `none`, no membership) a 403, which the
 * browser turns into /access-denied (spec §8).
 */
export async function readProjectRole(actor: Actor, projectId: string): Promise<ScopeRole> {
  await loadProject(actor, projectId);
  return answer(await rolesFor(actor, { projectId }));
}

/** The same for a contract, reached only through the caller's account's placement of it in that project. */
export async function readContractRole(
  actor: Actor,
  projectId: string,
  contractId: string,
): Promise<ScopeRole> {
  await loadContract(actor, contractId, { projectId });
  return answer(await rolesFor(actor, { projectId, contractId }));
}

function answer(roles: RoleSet): ScopeRole {
  return {
    role: { account: roles.account, project: roles.project ?? null, contract: roles.contract ?? null },
    permissions: permissionsFor(roles),
  };
}
