import type { Metadata } from 'next';
import Link from 'next/link';
import { CompaniesTable } from '@/components/contacts/companies-table';
import { ImportContactsDialog } from '@/components/contacts/import-contacts-dialog';
import styles from '@/components/contacts/contacts.module.css';
import { ZCompanySearch } from '@/lib/schemas/contacts';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { listCompanies } from '@/lib/server/contacts/list-companies';
import { allowed } from '@/lib/server/permissions/authorize';

export const metadata: Metadata = { title: 'Contacts' };

/** The account's companies and contacts (spec §2 /contacts); needs contact view (route rule). */
export default async function ContactsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requirePageSession();
  const { actor } = session;
  const raw = (await searchParams).search;
  // A search too long for the API is cut rather than refused: this is a plain GET form.
  const search = ZCompanySearch.parse({ search: (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 100) }).search;
  const [companies, canCreate, canEdit] = await Promise.all([
    listCompanies(actor, { search }),
    allowed(actor, 'contact', 'create'),
    allowed(actor, 'contact', 'edit'),
  ]);
  const accountId = session.current.accountId;
  return (
    <>
      <div className={styles.heading}>
        <h1>Contacts</h1>
        {canCreate && (
          <div className="actions">
            <ImportContactsDialog accountId={accountId} />
            <Link className="button" href={`/contacts/add?account_id=${accountId}`}>
              Add company
            </Link>
          </div>
        )}
      </div>
      <form role="search" className={styles.search} action="/contacts" method="get">
        <label htmlFor="contacts-search">Search companies and contacts</label>
        <input
          id="contacts-search"
          type="search"
          name="search"
          defaultValue={search}
          maxLength={100}
          placeholder="Company, contact name or email"
        />
        <button type="submit" className="button secondary">
          Search
        </button>
        {search && <Link href="/contacts">Clear search</Link>}
      </form>
      {companies.length > 0 ? (
        <CompaniesTable companies={companies} accountId={accountId} canEdit={canEdit} />
      ) : (
        <p className="empty">
          {search
            ? `No company or contact matches “${search}”.`
            : 'There are no contacts in this account yet.'}
        </p>
      )}
    </>
  );
}
