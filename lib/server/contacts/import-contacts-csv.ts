import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { ContactCsvError } from '@/lib/domain/contacts-csv';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { companiesByName, companyKey } from './company-names';
import { lockAccountCompanies } from './lock-companies';
import { readContactsCsv } from './read-contacts-csv';

export interface ContactsCsvImport {
  companies_created: number;
  companies_matched: number;
  contacts_created: number;
  /** The rows left out, as the preview showed them. */
  errors: ContactCsvError[];
}

/**
 * Imports the valid rows of a contacts CSV in one transaction. Each row's company is matched by
 * name, ignoring case, among the account's companies and the file's earlier rows; the others are
 * created. A file with bad rows is imported only with the preview_id its preview returned, so
 * leaving rows out is always something the user has seen and accepted; a clean file needs none.
 */
export async function importContactsCsv(
  actor: Actor,
  file: Uint8Array,
  previewId: string | undefined,
): Promise<ContactsCsvImport> {
  await assertCan(actor, 'contact', 'create');
  const { accountId } = actor;
  return db().$transaction(
    async (tx) => {
      const csv = await readContactsCsv(tx, actor, file);
      if (csv.errors.length > 0 && previewId !== csv.previewId) {
        throw new AppError('invalid', [
          {
            field: 'preview_id',
            message:
              'Some rows of this file have errors. Preview the file first: importing it from the preview adds the valid rows and leaves out the others.',
          },
        ]);
      }
      if (csv.rows.length === 0) {
        throw new AppError('invalid', [{ field: 'file', message: 'The file has no valid rows to import.' }]);
      }
      await lockAccountCompanies(tx, accountId);
      const companyIds = await companiesByName(tx, accountId);
      const matched = new Set(csv.rows.map((r) => companyKey(r.company)).filter((k) => companyIds.has(k)));
      // The first spelling in the file names a new company.
      const newNames = new Map<string, string>();
      for (const row of csv.rows) {
        const key = companyKey(row.company);
        if (!companyIds.has(key) && !newNames.has(key)) newNames.set(key, row.company);
      }
      const created = await tx.company.createManyAndReturn({
        data: [...newNames.values()].map((name) => ({ accountId, name })),
        select: { id: true, name: true },
      });
      for (const company of created) companyIds.set(companyKey(company.name), company.id);
      const contacts = await tx.contact.createMany({
        data: csv.rows.map((r) => ({
          accountId,
          companyId: companyIds.get(companyKey(r.company))!,
          name: r.name,
          email: r.email,
          phone: r.phone,
          role: r.role,
        })),
      });
      const result = {
        companies_created: created.length,
        companies_matched: matched.size,
        contacts_created: contacts.count,
        errors: csv.errors,
      };
      await recordHistory(
        tx,
        actor,
        'contacts.imported',
        {},
        {
          companiesCreated: result.companies_created,
          companiesMatched: result.companies_matched,
          contactsCreated: result.contacts_created,
          rowsLeftOut: csv.errors.length,
        },
      );
      return result;
    },
    // 5,000 rows take well under a second; the default 5 s leaves too little room on a busy server.
    { timeout: 30_000 },
  );
}
