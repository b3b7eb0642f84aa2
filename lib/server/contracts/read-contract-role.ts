import 'server-only';
import type { Actor } from '../session/resolve-actor';
import { rolesFor } from '../permissions/authorize';
import { scopeRole, type ScopeRole } from '../permissions/scope-role';
import { loadContract } from './load-contract';

/**
 * The caller's roles and effective actions on a contract, reached only through the caller's
 * account's placement of it in that project (another account's: 404; not even viewable: 403).
 */
export async function readContractRole(
  actor: Actor,
  projectId: string,
  contractId: string,
): Promise<ScopeRole> {
  await loadContract(actor, contractId, { projectId });
  return scopeRole(await rolesFor(actor, { projectId, contractId }));
}
