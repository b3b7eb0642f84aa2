import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import type { Db, Tx } from '@/lib/db/client';
import { tidyText } from '@/lib/domain/contact-fields';
import { likeText } from './like-text';

/** Company names are compared ignoring case and spacing: 'ACME  Ltd' is 'Acme Ltd'. */
export function companyKey(name: string): string {
  return tidyText(name).toLowerCase();
}

/** The account's companies by name key (for matching imported rows); the oldest wins a tie. */
export async function companiesByName(client: Db | Tx, accountId: string): Promise<Map<string, string>> {
  const companies = await client.company.findMany({
    where: { accountId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, name: true },
  });
  return new Map(companies.map((c) => [companyKey(c.name), c.id]));
}

/**
 * Refuses a name another company of the account already has (409 on the name field). The caller
 * holds lockAccountCompanies, so the name cannot be taken between this check and its write.
 */
export async function assertCompanyNameFree(
  tx: Tx,
  accountId: string,
  name: string,
  exceptCompanyId?: string,
): Promise<void> {
  const holder = await tx.company.findFirst({
    where: {
      accountId,
      name: { equals: likeText(name), mode: 'insensitive' },
      ...(exceptCompanyId ? { id: { not: exceptCompanyId } } : {}),
    },
    select: { id: true },
  });
  if (holder) {
    throw new AppError('conflict', [
      { field: 'entity_name', message: `There is already a company called "${name}" in your contacts.` },
    ]);
  }
}
