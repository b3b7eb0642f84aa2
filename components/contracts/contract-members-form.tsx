'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { CONTRACT_MEMBER_ROLES } from '@/lib/schemas/contracts';

type Role = (typeof CONTRACT_MEMBER_ROLES)[number];
interface Member {
  user_id: string;
  role: Role;
  is_key_contact: boolean;
}
interface User {
  user_id: string;
  name: string;
  email: string;
}

const ROLE_LABELS: Record<Role, string> = {
  contract_admin: 'Contract admin',
  contract_view: 'Contract viewer',
};

/**
 * The account's members of the contract (spec §3 Member): who runs it (contract admin) or follows
 * it (contract viewer), and the key contact. Saving replaces the list; if the user took away their
 * own access the page is reloaded, which shows them what they may still see (§6).
 */
export function ContractMembersForm(props: { api: string; members: Member[]; users: User[] }) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [members, setMembers] = useState<Member[]>(props.members);
  const [busy, setBusy] = useState(false);
  const unused = props.users.filter((u) => !members.some((m) => m.user_id === u.user_id));
  const name = (id: string) => props.users.find((u) => u.user_id === id)?.name ?? id;
  const change = (index: number, patch: Partial<Member>) =>
    setMembers((list) => list.map((m, i) => (i === index ? { ...m, ...patch } : m)));

  const save = async () => {
    setBusy(true);
    const res = await api(props.api, { method: 'POST', json: { members } });
    setBusy(false);
    if (!res.ok) return;
    ui.toast('The members are saved.');
    router.refresh();
  };

  return (
    <div className="form">
      {members.length === 0 ? (
        <p className="empty">No members yet: account owners and admins can still open the contract.</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Contract members</caption>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Role</th>
                <th scope="col">Key contact</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((m, i) => (
                <tr key={m.user_id}>
                  <th scope="row">{name(m.user_id)}</th>
                  <td>
                    <select
                      aria-label={`Role of ${name(m.user_id)}`}
                      value={m.role}
                      onChange={(e) => change(i, { role: e.target.value as Role })}
                    >
                      {CONTRACT_MEMBER_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {ROLE_LABELS[r]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${name(m.user_id)} is a key contact`}
                      checked={m.is_key_contact}
                      onChange={(e) => change(i, { is_key_contact: e.target.checked })}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => setMembers((list) => list.filter((_, j) => j !== i))}
                    >
                      Remove <span className="visually-hidden">{name(m.user_id)}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="actions">
        {unused.length > 0 && (
          <select
            aria-label="Add a member"
            value=""
            onChange={(e) =>
              e.target.value &&
              setMembers((list) => [
                ...list,
                { user_id: e.target.value, role: 'contract_view', is_key_contact: false },
              ])
            }
          >
            <option value="">Add a member…</option>
            {unused.map((u) => (
              <option key={u.user_id} value={u.user_id}>
                {u.name} ({u.email})
              </option>
            ))}
          </select>
        )}
        <button type="button" className="button" disabled={busy} onClick={save}>
          Save members
        </button>
      </div>
    </div>
  );
}
