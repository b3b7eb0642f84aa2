import 'server-only';
import { db } from '@/lib/db/client';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import type { ContactView } from './company-view';

export interface AccountContact extends ContactView {
  entity_id: string;
  entity_name: string;
}

/** Every contact of the account with its company, by name: for recipient pickers. */
export async function listAccountContacts(actor: Actor): Promise<AccountContact[]> {
  await assertCan(actor, 'contact', 'view');
  const rows = await db().contact.findMany({
    where: { accountId: actor.accountId, company: { accountId: actor.accountId } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      role: true,
      company: { select: { id: true, name: true } },
    },
  });
  return rows.map((c) => ({
    contact_id: c.id,
    contact_name: c.name,
    contact_email: c.email,
    contact_tel: c.phone,
    contact_role: c.role,
    entity_id: c.company.id,
    entity_name: c.company.name,
  }));
}
