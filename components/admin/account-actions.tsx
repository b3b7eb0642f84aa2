'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ApiResult } from '@/lib/api/client-fetch';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';

interface Action {
  label: string;
  title: string;
  message: string;
  done: string;
  danger?: boolean;
  send: () => Promise<ApiResult<unknown>>;
}

/** A row's administration actions on /admin/accounts: each confirmed, then toasted and refreshed. */
export function AccountActions({
  account,
}: {
  account: { id: string; name: string; is_active: boolean; is_help_desk_mode: boolean };
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const url = `/api/admin/accounts/${account.id}`;

  const actions: Action[] = [
    account.is_active
      ? {
          label: 'Deactivate',
          title: 'Deactivate account?',
          message: `Nobody in ${account.name} can open it until it is reactivated. Its data is kept.`,
          done: `${account.name} is deactivated.`,
          danger: true,
          send: () => api(url, { method: 'PATCH', json: { is_active: false } }),
        }
      : {
          label: 'Reactivate',
          title: 'Reactivate account?',
          message: `The members of ${account.name} can open it again.`,
          done: `${account.name} is active again.`,
          send: () => api(`${url}/reactive`, { method: 'POST' }),
        },
  ];
  if (account.is_help_desk_mode) {
    actions.push({
      label: 'Turn help desk off',
      title: 'Turn help desk mode off?',
      message: `ClaimCert support will lose access to ${account.name} straight away.`,
      done: `Help desk mode is off for ${account.name}.`,
      send: () => api(url, { method: 'PATCH', json: { is_help_desk_mode: false } }),
    });
  }

  async function run(action: Action) {
    if (!(await ui.confirm(action.title, action.message, { ok: action.label }))) return;
    setBusy(true);
    const result = await action.send();
    setBusy(false);
    if (!result.ok) return;
    ui.toast(action.done);
    router.refresh();
  }

  return (
    <div className="actions">
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={action.danger ? 'button danger small' : 'button secondary small'}
          disabled={busy}
          aria-label={`${action.label}: ${account.name}`}
          onClick={() => void run(action)}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
