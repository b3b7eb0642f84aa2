'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { ASSIGNABLE_ACCOUNT_ROLES, roleLabel, type Role } from '@/lib/domain/permissions';

export interface UserRow {
  user_id: string;
  name: string;
  email: string;
  role: Role;
  status: 'active' | 'inactive';
  invitation_pending: boolean;
  projects: { id: string; name: string }[];
  contracts: { id: string; name: string }[];
}

function statusLabel(user: UserRow): string {
  if (user.status === 'inactive') return 'Inactive';
  return user.invitation_pending ? 'Invited' : 'Active';
}

const names = (list: { name: string }[]) => (list.length ? list.map((x) => x.name).join(', ') : '—');

/** The users screen's table; the actions shown are those the server would allow (it checks again). */
export function UsersTable(props: {
  accountId: string;
  currentUserId: string;
  users: UserRow[];
  canManage: boolean;
  canChangeOwner: boolean;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const base = `/api/account/${props.accountId}`;

  const run = async (
    userId: string,
    action: () => Promise<{ ok: boolean; data?: unknown }>,
    done?: string,
  ) => {
    setBusy(userId);
    const result = await action();
    setBusy(null);
    if (!result.ok) return;
    const message = (result.data as { message?: string } | undefined)?.message ?? done;
    if (message) await ui.alert('Success!', [message]);
    router.refresh();
  };

  const changeRole = (user: UserRow, role: string) =>
    run(
      user.user_id,
      () => api(`${base}/users/${user.user_id}`, { method: 'PATCH', json: { role } }),
      'The role was changed.',
    );

  const setStatus = async (user: UserRow, status: 'active' | 'inactive') => {
    if (status === 'inactive') {
      const ok = await ui.confirm(
        'Deactivate user',
        `${user.name} will no longer be able to use this account. Their work stays as it is.`,
        { ok: 'Deactivate' },
      );
      if (!ok) return;
    }
    await run(user.user_id, () =>
      api(`${base}/users/${user.user_id}`, { method: 'PATCH', json: { status } }),
    );
  };

  const remove = async (user: UserRow) => {
    if (!(await ui.confirmDelete('user'))) return;
    await run(user.user_id, () => api(`${base}/users/${user.user_id}`, { method: 'DELETE' }));
  };

  const resend = (user: UserRow) =>
    run(user.user_id, () => api(`${base}/users/${user.user_id}/resend`, { method: 'POST' }));

  const makeOwner = async (user: UserRow) => {
    const ok = await ui.confirm(
      'Change owner',
      `Make ${user.name} the owner of this account? You will become an admin.`,
      { ok: 'Change owner' },
    );
    if (!ok) return;
    await run(
      user.user_id,
      () => api(`${base}/owner`, { method: 'POST', json: { user_id: user.user_id } }),
      `${user.name} is now the owner.`,
    );
  };

  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">Users of this account</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Projects</th>
            <th scope="col">Contracts</th>
            {props.canManage && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {props.users.map((user) => {
            const self = user.user_id === props.currentUserId;
            // Nobody manages the owner or themselves here (the owner hands over ownership instead).
            const manageable = props.canManage && user.role !== 'owner' && !self;
            const roles: readonly Role[] = ASSIGNABLE_ACCOUNT_ROLES.includes(user.role as never)
              ? ASSIGNABLE_ACCOUNT_ROLES
              : [user.role, ...ASSIGNABLE_ACCOUNT_ROLES];
            return (
              <tr key={user.user_id} aria-busy={busy === user.user_id}>
                <td>
                  {user.name}
                  {self && <span className="muted"> (you)</span>}
                  <br />
                  <span className="muted small">{user.email}</span>
                </td>
                <td>
                  {manageable ? (
                    <select
                      aria-label={`Role of ${user.name}`}
                      value={user.role}
                      disabled={busy !== null}
                      onChange={(e) => void changeRole(user, e.target.value)}
                    >
                      {roles.map((role) => (
                        <option
                          key={role}
                          value={role}
                          disabled={!ASSIGNABLE_ACCOUNT_ROLES.includes(role as never)}
                        >
                          {roleLabel(role)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    roleLabel(user.role)
                  )}
                </td>
                <td>
                  <span className={`status status-${user.status}`}>{statusLabel(user)}</span>
                </td>
                <td>{names(user.projects)}</td>
                <td>{names(user.contracts)}</td>
                {props.canManage && (
                  <td>
                    <div className="actions">
                      {manageable && user.status === 'active' && (
                        <button type="button" className="link-button" onClick={() => void resend(user)}>
                          Resend email
                        </button>
                      )}
                      {props.canChangeOwner && user.role !== 'owner' && user.status === 'active' && (
                        <button type="button" className="link-button" onClick={() => void makeOwner(user)}>
                          Make owner
                        </button>
                      )}
                      {manageable && (
                        <button
                          type="button"
                          className="link-button"
                          onClick={() =>
                            void setStatus(user, user.status === 'active' ? 'inactive' : 'active')
                          }
                        >
                          {user.status === 'active' ? 'Deactivate' : 'Reactivate'}
                        </button>
                      )}
                      {manageable && (
                        <button type="button" className="link-button" onClick={() => void remove(user)}>
                          Delete
                        </button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
