import 'server-only';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { allowed } from '../permissions/authorize';

/**
 * The companies of the caller's contacts a contract's other party is chosen from, by name, and
 * whether the caller may add one on the spot (the contacts API needs contact create, §5).
 */
export async function listCounterpartyCompanies(actor: Actor) {
  const [companies, canCreate] = await Promise.all([
    db().company.findMany({
      where: { accountId: actor.accountId },
      orderBy: { name: 'asc' },
      select: { id: true, name: true },
    }),
    allowed(actor, 'contact', 'create'),
  ]);
  return { companies, canCreate };
}
