import 'server-only';
import type { Actor } from '../session/resolve-actor';
import { rolesFor } from '../permissions/authorize';
import { scopeRole, type ScopeRole } from '../permissions/scope-role';
import { loadProject } from './load-project';

/**
 * The caller's roles and effective actions in one of their account's projects. Another account's
 * project is a 404; one the caller may not even view (role `none`, no membership) a 403, which the
 * browser turns into /access-denied (spec §8).
 */
export async function readProjectRole(actor: Actor, projectId: string): Promise<ScopeRole> {
  await loadProject(actor, projectId);
  return scopeRole(await rolesFor(actor, { projectId }));
}
