import Link from 'next/link';
import type { CompanyView, ContactView } from '@/lib/server/contacts/company-view';
import { DeleteCompanyButton } from './delete-company-button';
import styles from './contacts.module.css';

/**
 * Companies and their contacts: one row group per company, its name spanning its contacts' rows.
 * Scrolls sideways inside its box on a narrow screen.
 */
export function CompaniesTable({
  companies,
  accountId,
  canEdit,
}: {
  companies: CompanyView[];
  accountId: string;
  canEdit: boolean;
}) {
  return (
    <div
      className={`table-scroll ${styles.scroll}`}
      role="region"
      aria-label="Companies and their contacts"
      tabIndex={0}
    >
      <table className={`table ${styles.companies}`}>
        <caption className="visually-hidden">Companies and their contacts</caption>
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">Contact</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Role</th>
            <th scope="col" className="num">
              Active contracts
            </th>
            {canEdit && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        {companies.map((company) => {
          const rows: (ContactView | null)[] = company.contacts.length > 0 ? company.contacts : [null];
          return (
            <tbody key={company.entity_id}>
              {rows.map((contact, i) => (
                <tr key={contact?.contact_id ?? 'none'}>
                  {i === 0 && (
                    <th scope="rowgroup" rowSpan={rows.length}>
                      {company.entity_name}
                    </th>
                  )}
                  {contact ? (
                    <ContactCells contact={contact} />
                  ) : (
                    <td colSpan={4} className="empty">
                      No contacts
                    </td>
                  )}
                  {i === 0 && (
                    <td rowSpan={rows.length} className="num">
                      {company.active_contracts}
                    </td>
                  )}
                  {i === 0 && canEdit && (
                    <td rowSpan={rows.length}>
                      <div className={styles.rowActions}>
                        <Link
                          href={`/contacts/edit/${company.entity_id}?account_id=${accountId}`}
                          aria-label={`Edit ${company.entity_name}`}
                        >
                          Edit
                        </Link>
                        <DeleteCompanyButton
                          accountId={accountId}
                          companyId={company.entity_id}
                          name={company.entity_name}
                        />
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

function ContactCells({ contact }: { contact: ContactView }) {
  return (
    <>
      <td>{contact.contact_name}</td>
      <td>
        {contact.contact_email ? (
          <a href={`mailto:${contact.contact_email}`}>{contact.contact_email}</a>
        ) : (
          '—'
        )}
      </td>
      <td>
        {contact.contact_tel ? (
          <a href={`tel:${contact.contact_tel.replace(/ /g, '')}`} className={styles.phone}>
            {contact.contact_tel}
          </a>
        ) : (
          '—'
        )}
      </td>
      <td>{contact.contact_role ?? '—'}</td>
    </>
  );
}
