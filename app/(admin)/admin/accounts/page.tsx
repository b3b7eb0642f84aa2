import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountActions } from '@/components/admin/account-actions';
import { mediumDayText } from '@/lib/domain/zoned-dates';
import { ZAdminAccountsQuery } from '@/lib/schemas/admin';
import { requireAdminPage } from '@/lib/server/admin/admin-page-session';
import { listAccountsForAdmin, type AdminAccountRow } from '@/lib/server/admin/list-accounts';

export const metadata: Metadata = { title: 'Accounts · Administration' };

const created = (date: Date) => mediumDayText(date, 'UTC');

function Users({ users }: { users: AdminAccountRow['users'] }) {
  const more = users.count - users.names.length;
  return (
    <>
      {users.count}
      {users.names.length > 0 && (
        <span className="muted small">
          {' '}
          ({users.names.join(', ')}
          {more > 0 && ` and ${more} more`})
        </span>
      )}
    </>
  );
}

export default async function AdminAccountsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const admin = await requireAdminPage();
  const query = ZAdminAccountsQuery.safeParse(await searchParams);
  const list = await listAccountsForAdmin(admin.id, query.success ? query.data.page : 1);
  const pages = Math.max(1, Math.ceil(list.total / list.page_size));
  return (
    <>
      <h1>Accounts</h1>
      <p className="muted">
        {list.total} {list.total === 1 ? 'account' : 'accounts'} on this installation.
      </p>
      {list.accounts.length === 0 ? (
        <p className="empty">No accounts on this page.</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Accounts, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Country</th>
                <th scope="col">Owner</th>
                <th scope="col">Users</th>
                <th scope="col">Created (UTC)</th>
                <th scope="col">State</th>
                <th scope="col">Help desk</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.accounts.map((account) => (
                <tr key={account.id}>
                  <th scope="row">{account.name}</th>
                  <td>{account.country}</td>
                  <td>
                    {account.owner ? (
                      <>
                        {account.owner.name}
                        <br />
                        <span className="muted small">{account.owner.email}</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    <Users users={account.users} />
                  </td>
                  <td>{created(account.created_at)}</td>
                  <td>
                    <span className={`status status-${account.is_active ? 'active' : 'inactive'}`}>
                      {account.is_active ? 'Active' : 'Inactive'}
                    </span>
                  </td>
                  <td>{account.is_help_desk_mode ? 'On' : 'Off'}</td>
                  <td>
                    <AccountActions
                      account={{
                        id: account.id,
                        name: account.name,
                        is_active: account.is_active,
                        is_help_desk_mode: account.is_help_desk_mode,
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="actions">
          {list.page > 1 && <Link href={`/admin/accounts?page=${list.page - 1}`}>Previous</Link>}
          <span>
            Page {list.page} of {pages}
          </span>
          {list.page < pages && <Link href={`/admin/accounts?page=${list.page + 1}`}>Next</Link>}
        </nav>
      )}
    </>
  );
}
