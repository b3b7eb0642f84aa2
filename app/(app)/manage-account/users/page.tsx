import type { Metadata } from 'next';
import Link from 'next/link';
import { UsersTable } from '@/components/manage-account/users-table';
import { can, canChangeOwner } from '@/lib/domain/permissions';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { listAccountUsers } from '@/lib/server/users/list-account-users';

export const metadata: Metadata = { title: 'Users' };

export default async function UsersPage() {
  const session = await requirePageSession();
  const users = await listAccountUsers(session.actor);
  const canManage = can({ account: session.actor.role }, 'account', 'edit');
  const accountId = session.current.accountId;
  return (
    <>
      <h1>Users</h1>
      <p className="muted">Everyone who can use {session.current.accountName}.</p>
      {canManage && (
        <p>
          <Link href={`/manage-account/users/add?account_id=${accountId}`} className="button">
            Add user
          </Link>
        </p>
      )}
      <UsersTable
        accountId={accountId}
        currentUserId={session.user.id}
        users={users}
        canManage={canManage}
        canChangeOwner={canChangeOwner(session.actor.role)}
      />
    </>
  );
}
