'use client';
// Manage Account → API tokens: make a token (its secret is shown once, here, right after), see the
// account's tokens and revoke one. The server checks every rule again (who, which role).
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { roleLabel, roleWithin, type Role } from '@/lib/domain/permissions';
import { apiTokensApi } from '@/lib/paths/api-paths';
import { API_TOKEN_LIFETIMES, API_TOKEN_ROLES } from '@/lib/schemas/api-tokens';
import type { ApiTokenSummary } from '@/lib/server/api-tokens/list-api-tokens';

const ROLE_HELP: Record<(typeof API_TOKEN_ROLES)[number], string> = {
  admin: 'Admin: reads and changes what an admin can',
  view: 'View only: reads, changes nothing',
};

const STATUS_LABEL: Record<ApiTokenSummary['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

const date = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-NZ', { dateStyle: 'medium' }) : '—';

export function ApiTokensPanel({
  accountId,
  callerRole,
  tokens,
}: {
  accountId: string;
  callerRole: Role;
  tokens: ApiTokenSummary[];
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const roles = API_TOKEN_ROLES.filter((role) => roleWithin(role, callerRole));
  const [name, setName] = useState('');
  const [role, setRole] = useState<string>(roles.at(-1) ?? 'view');
  const [lifetime, setLifetime] = useState('90');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await api<{ name: string; token: string }>(apiTokensApi(accountId), {
      method: 'POST',
      json: { name, role, expires_in_days: lifetime === 'never' ? null : Number(lifetime) },
    });
    setBusy(false);
    if (!result.ok || !result.data) return;
    setCreated({ name: result.data.name, token: result.data.token });
    setName('');
    router.refresh();
  };

  const revoke = async (token: ApiTokenSummary) => {
    const ok = await ui.confirm(
      'Revoke token',
      `Systems using "${token.name}" (${token.prefix}…) will be refused from now on. This cannot be undone.`,
      { ok: 'Revoke' },
    );
    if (!ok) return;
    const result = await api(apiTokensApi(accountId, token.id), { method: 'DELETE' });
    if (!result.ok) return;
    ui.toast(`"${token.name}" was revoked.`);
    router.refresh();
  };

  return (
    <>
      {created && (
        <section className="card" aria-labelledby="new-token-heading" role="status">
          <h2 id="new-token-heading">Your new token “{created.name}”</h2>
          <p>Copy it now: it is shown only this once. ClaimCert keeps only a fingerprint of it.</p>
          <label htmlFor="new-token">Token</label>
          <input
            id="new-token"
            className="input"
            readOnly
            value={created.token}
            onFocus={(e) => e.target.select()}
          />
          <div className="actions">
            <button
              type="button"
              className="button"
              onClick={() =>
                void navigator.clipboard?.writeText(created.token).then(() => ui.toast('Token copied.'))
              }
            >
              Copy token
            </button>
            <button type="button" className="link-button" onClick={() => setCreated(null)}>
              I have copied it
            </button>
          </div>
        </section>
      )}

      <form onSubmit={create} className="form" aria-labelledby="make-token-heading">
        <h2 id="make-token-heading">Make a token</h2>
        <label htmlFor="token-name">Name</label>
        <input
          id="token-name"
          className="input"
          required
          maxLength={80}
          value={name}
          placeholder="e.g. Accounts system"
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor="token-role">What it may do</label>
        <select id="token-role" value={role} onChange={(e) => setRole(e.target.value)}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {ROLE_HELP[r]}
            </option>
          ))}
        </select>
        <label htmlFor="token-lifetime">Expires</label>
        <select id="token-lifetime" value={lifetime} onChange={(e) => setLifetime(e.target.value)}>
          {API_TOKEN_LIFETIMES.map((days) => (
            <option key={days} value={String(days)}>
              In {days} days
            </option>
          ))}
          <option value="never">Never (until revoked)</option>
        </select>
        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Making…' : 'Make token'}
          </button>
        </div>
      </form>

      <h2>Tokens of this account</h2>
      {tokens.length === 0 ? (
        <p className="muted">No tokens yet.</p>
      ) : (
        <div className="table-scroll" role="region" tabIndex={0} aria-label="Tokens of this account">
          <table className="table">
            <caption className="visually-hidden">API tokens of this account</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Made by</th>
                <th scope="col">Made</th>
                <th scope="col">Last used</th>
                <th scope="col">Expires</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.id}>
                  <td>
                    {token.name}
                    <br />
                    <code className="muted small">{token.prefix}…</code>
                  </td>
                  <td>{roleLabel(token.role)}</td>
                  <td>{token.created_by.name}</td>
                  <td>{date(token.created_at)}</td>
                  <td>{date(token.last_used_at)}</td>
                  <td>{token.expires_at ? date(token.expires_at) : 'Never'}</td>
                  <td>{STATUS_LABEL[token.status]}</td>
                  <td>
                    {token.status === 'active' && (
                      <button
                        type="button"
                        className="link-button"
                        aria-label={`Revoke ${token.name}`}
                        onClick={() => void revoke(token)}
                      >
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
