import 'server-only';
import { db } from '@/lib/db/client';
import type { ContactCsvError } from '@/lib/domain/contacts-csv';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { companiesByName, companyKey } from './company-names';
import { readContactsCsv } from './read-contacts-csv';

export interface ContactsCsvPreview {
  /** Quoted by the import (`?commit=true&preview_id=`) to import a file that has bad rows. */
  preview_id: string;
  counts: { valid: number; invalid: number; new_companies: number };
  rows: {
    line: number;
    entity_name: string;
    contact_name: string;
    contact_email: string | null;
    contact_tel: string | null;
    contact_role: string | null;
    /** No company of that name yet: the import will add it. */
    new_company: boolean;
  }[];
  errors: ContactCsvError[];
}

/** Checks an uploaded contacts CSV and shows what importing it would do; writes nothing. */
export async function previewContactsCsv(actor: Actor, file: Uint8Array): Promise<ContactsCsvPreview> {
  await assertCan(actor, 'contact', 'create');
  const [csv, known] = await Promise.all([
    readContactsCsv(db(), actor, file),
    companiesByName(db(), actor.accountId),
  ]);
  const rows = csv.rows.map((r) => ({
    line: r.line,
    entity_name: r.company,
    contact_name: r.name,
    contact_email: r.email,
    contact_tel: r.phone,
    contact_role: r.role,
    new_company: !known.has(companyKey(r.company)),
  }));
  const newCompanies = new Set(rows.filter((r) => r.new_company).map((r) => companyKey(r.entity_name)));
  return {
    preview_id: csv.previewId,
    counts: { valid: rows.length, invalid: csv.errors.length, new_companies: newCompanies.size },
    rows,
    errors: csv.errors,
  };
}
