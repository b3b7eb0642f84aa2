import 'server-only';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { likeText } from './like-text';
import { COMPANY_VIEW_SELECT, toCompanyView, type CompanyView } from './company-view';

/**
 * The account's companies with their contacts and active contract counts, by name, in one query.
 * A search matches the company name or any of its contacts' names or emails; a matching company
 * is shown with all of its contacts.
 */
export async function listCompanies(actor: Actor, { search }: { search?: string }): Promise<CompanyView[]> {
  await assertCan(actor, 'contact', 'view');
  const like = search ? ({ contains: likeText(search), mode: 'insensitive' } as const) : null;
  const where: Prisma.CompanyWhereInput = {
    accountId: actor.accountId,
    ...(like && {
      OR: [{ name: like }, { contacts: { some: { OR: [{ name: like }, { email: like }] } } }],
    }),
  };
  const rows = await db().company.findMany({
    where,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: COMPANY_VIEW_SELECT,
  });
  return rows.map(toCompanyView);
}
