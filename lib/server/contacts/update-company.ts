import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TCompanyInput } from '@/lib/schemas/contacts';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { assertCompanyNameFree } from './company-names';
import { contactData } from './contact-data';
import { lockAccountCompanies } from './lock-companies';
import { loadCompanyView, type CompanyView } from './company-view';

/**
 * Saves a company and its list of contacts (spec §5: needs contact edit). Listed contacts with a
 * contact_id are updated, those without are added, and the company's contacts left out of the list
 * are deleted. A contact_id that is not one of this company's contacts is refused.
 */
export async function updateCompany(
  actor: Actor,
  companyId: string,
  input: TCompanyInput,
): Promise<CompanyView> {
  await assertCan(actor, 'contact', 'edit');
  const { accountId } = actor;
  return db().$transaction(async (tx) => {
    await lockAccountCompanies(tx, accountId);
    const company = await tx.company.findFirst({
      where: { id: companyId, accountId },
      select: { contacts: { select: { id: true, name: true, email: true, phone: true, role: true } } },
    });
    if (!company) throw new AppError('not_found');
    await assertCompanyNameFree(tx, accountId, input.entity_name, companyId);

    const current = new Map(company.contacts.map(({ id, ...data }) => [id, data]));
    const unknown = input.contacts.flatMap((c, i) =>
      c.contact_id && !current.has(c.contact_id)
        ? [
            {
              field: `contacts.${i}.contact_id`,
              message: 'This contact is no longer in this company. Reload the page.',
            },
          ]
        : [],
    );
    if (unknown.length > 0) throw new AppError('conflict', unknown);

    const kept = input.contacts.filter((c) => c.contact_id);
    const added = input.contacts.filter((c) => !c.contact_id);
    // Only contacts whose values differ are written: an edit usually touches one or two.
    const changed = kept.filter((c) => !sameValues(current.get(c.contact_id!)!, contactData(c)));
    const removed = await tx.contact.deleteMany({
      where: { companyId, accountId, id: { notIn: kept.map((c) => c.contact_id!) } },
    });
    for (const contact of changed) {
      await tx.contact.update({ where: { id: contact.contact_id, companyId }, data: contactData(contact) });
    }
    await tx.contact.createMany({ data: added.map((c) => ({ accountId, companyId, ...contactData(c) })) });
    await tx.company.update({ where: { id: companyId }, data: { name: input.entity_name } });
    await recordHistory(
      tx,
      actor,
      'company.updated',
      {},
      {
        companyId,
        name: input.entity_name,
        contactsAdded: added.length,
        contactsUpdated: changed.length,
        contactsRemoved: removed.count,
      },
    );
    return (await loadCompanyView(tx, accountId, companyId))!;
  });
}

function sameValues(a: Record<string, string | null>, b: Record<string, string | null>): boolean {
  return Object.keys(b).every((key) => a[key] === b[key]);
}
