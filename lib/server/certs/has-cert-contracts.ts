import 'server-only';
// Whether the caller can see any contract its account certifies: the header shows the Claims
// received tab (and the dashboard its card) only then. One indexed lookup.
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { visiblePlacements } from '../permissions/visible-to-caller';

export async function hasCertContracts(actor: Actor): Promise<boolean> {
  const found = await db().contractPlacement.findFirst({
    where: visiblePlacements(actor, 'cert'),
    select: { id: true },
  });
  return found !== null;
}
