import 'server-only';
import {
  permissionsFor,
  type Action,
  type Resource,
  type Role,
  type RoleSet,
} from '@/lib/domain/permissions';

/** The answer of read_project_role and read_contract_role (spec §6, §7). */
export interface ScopeRole {
  role: { account: Role; project: Role | null; contract: Role | null };
  permissions: Record<Resource, Action[]>;
}

export function scopeRole(roles: RoleSet): ScopeRole {
  return {
    role: { account: roles.account, project: roles.project ?? null, contract: roles.contract ?? null },
    permissions: permissionsFor(roles),
  };
}
