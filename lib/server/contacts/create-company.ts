import 'server-only';
import { db } from '@/lib/db/client';
import type { TCompanyInput } from '@/lib/schemas/contacts';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { assertCompanyNameFree } from './company-names';
import { contactData } from './contact-data';
import { lockAccountCompanies } from './lock-companies';
import { loadCompanyView, type CompanyView } from './company-view';

/** Adds a company with its contacts (spec §5: needs contact create). */
export async function createCompany(actor: Actor, input: TCompanyInput): Promise<CompanyView> {
  await assertCan(actor, 'contact', 'create');
  const { accountId } = actor;
  return db().$transaction(async (tx) => {
    await lockAccountCompanies(tx, accountId);
    await assertCompanyNameFree(tx, accountId, input.entity_name);
    const company = await tx.company.create({
      data: {
        accountId,
        name: input.entity_name,
        contacts: { createMany: { data: input.contacts.map((c) => ({ accountId, ...contactData(c) })) } },
      },
      select: { id: true },
    });
    await recordHistory(
      tx,
      actor,
      'company.created',
      {},
      { companyId: company.id, name: input.entity_name, contactsAdded: input.contacts.length },
    );
    return (await loadCompanyView(tx, accountId, company.id))!;
  });
}
