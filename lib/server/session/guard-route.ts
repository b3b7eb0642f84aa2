import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { PATH_HEADER } from '@/lib/auth/account-cookie';
import { meetsRouteRequirement, routeRequirement } from '@/lib/domain/permissions';
import { rolesFor } from '../permissions/authorize';
import type { Actor } from './resolve-actor';

/**
 * Applies the §6 route rules to the page being rendered: a user without the permission a route
 * needs goes to /access-denied. Called once by the signed-in layout, so no page can forget it.
 */
export async function guardRoute(actor: Actor): Promise<void> {
  const path = (await headers()).get(PATH_HEADER) ?? '/';
  const match = routeRequirement(path.split('?')[0] ?? '/');
  if (!match || match.requirement === 'full') return;
  const { projectId, contractId } = match.params;
  const roles = await rolesFor(actor, { projectId, contractId });
  if (!meetsRouteRequirement(roles, match.requirement)) redirect('/access-denied');
}
