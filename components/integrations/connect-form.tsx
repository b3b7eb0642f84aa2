'use client';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { integrationsApi } from '@/lib/paths/api-paths';
import type { TProvider } from '@/lib/schemas/integrations';

interface Field {
  name: string;
  label: string;
  type?: 'url' | 'password' | 'text';
  required?: boolean;
  hint?: string;
}

const FIELDS: Record<TProvider, { settings: Field[]; credentials: Field[] }> = {
  webhook: {
    settings: [
      {
        name: 'url',
        label: 'Event URL',
        type: 'url',
        required: true,
        hint: 'Issued claims, certificates and payments are POSTed here.',
      },
      {
        name: 'jobs_url',
        label: 'Jobs URL (for imports)',
        type: 'url',
        hint: 'Optional: where jobs and subcontracts are read from.',
      },
    ],
    credentials: [],
  },
  procore: {
    settings: [
      { name: 'company_id', label: 'Procore company id', required: true },
      {
        name: 'api_base_url',
        label: 'API base URL',
        type: 'url',
        hint: 'Leave blank for https://api.procore.com.',
      },
      {
        name: 'login_base_url',
        label: 'Login base URL',
        type: 'url',
        hint: 'Leave blank for https://login.procore.com.',
      },
    ],
    credentials: [
      { name: 'client_id', label: 'Client id', required: true },
      { name: 'client_secret', label: 'Client secret', type: 'password', required: true },
    ],
  },
};

/** Connect one provider: its settings, and for Procore its client credentials (stored encrypted). */
export function ConnectForm({
  accountId,
  provider,
  title,
  onConnected,
}: {
  accountId: string;
  provider: TProvider;
  title: string;
  onConnected: (answer: { signing_secret?: string }) => void;
}) {
  const api = useApi();
  const [saving, setSaving] = useState(false);
  const fields = FIELDS[provider];

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const pick = (list: Field[]) =>
      Object.fromEntries(list.flatMap((f) => (form.get(f.name) ? [[f.name, String(form.get(f.name))]] : [])));
    setSaving(true);
    const res = await api<{ signing_secret?: string }>(integrationsApi(accountId), {
      method: 'POST',
      json: {
        provider,
        settings: pick(fields.settings),
        ...(fields.credentials.length ? { credentials: pick(fields.credentials) } : {}),
      },
    });
    setSaving(false);
    if (res.ok) onConnected(res.data);
  };

  const input = (f: Field) => (
    <div className="field" key={f.name}>
      <label htmlFor={`${provider}-${f.name}`}>{f.label}</label>
      <input
        id={`${provider}-${f.name}`}
        name={f.name}
        type={f.type ?? 'text'}
        required={f.required}
        autoComplete="off"
        aria-describedby={f.hint ? `${provider}-${f.name}-hint` : undefined}
      />
      {f.hint && (
        <p className="muted small" id={`${provider}-${f.name}-hint`}>
          {f.hint}
        </p>
      )}
    </div>
  );

  return (
    <form className="form" onSubmit={(e) => void submit(e)} aria-label={`Connect ${title}`}>
      {fields.settings.map(input)}
      {fields.credentials.map(input)}
      <div className="actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Connecting…' : `Connect ${title}`}
        </button>
      </div>
    </form>
  );
}
