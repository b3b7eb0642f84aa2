import 'server-only';
// The claimer's contacts as the payer keeps them: the people of the contract's payee company in
// the payer's own address book, with an email. With auto_notify on, an issued certificate goes to
// them as well as to whoever the certifier names. Only the caller's account's contacts are read.
import { db } from '@/lib/db/client';
import type { Recipient } from '@/lib/schemas/claims';
import type { Actor } from '../session/resolve-actor';

export async function claimerContacts(
  actor: Actor,
  contract: { payeeCompanyId: string | null },
): Promise<Recipient[]> {
  if (!contract.payeeCompanyId) return [];
  const contacts = await db().contact.findMany({
    where: { companyId: contract.payeeCompanyId, accountId: actor.accountId, email: { not: null } },
    orderBy: { createdAt: 'asc' },
    select: { name: true, email: true },
  });
  return contacts.map((c) => ({ contact_name: c.name, contact_email: c.email!.toLowerCase() }));
}
