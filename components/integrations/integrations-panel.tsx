'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { integrationsApi } from '@/lib/paths/api-paths';
import type { TProvider } from '@/lib/schemas/integrations';
import { ConnectForm } from './connect-form';
import { ImportPanel } from './import-panel';

export interface ProviderState {
  provider: TProvider;
  title: string;
  connected: { settings: Record<string, unknown>; connected_at: string } | null;
}

/**
 * Manage Account › Integrations: each provider, connected (its settings, Disconnect, Import) or not
 * (the connect form, for those who may edit the account). A webhook's signing secret is shown once,
 * straight after connecting.
 */
export function IntegrationsPanel({
  accountId,
  providers,
  mayEdit,
}: {
  accountId: string;
  providers: ProviderState[];
  mayEdit: boolean;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [secret, setSecret] = useState<string | null>(null);

  const disconnect = async (p: ProviderState) => {
    const ok = await ui.confirm(
      `Disconnect ${p.title}?`,
      'Its credentials are deleted. Pushes still waiting will fail into the sync report until you connect again.',
      { ok: 'Disconnect' },
    );
    if (!ok) return;
    const res = await api(integrationsApi(accountId, p.provider), { method: 'DELETE' });
    if (!res.ok) return;
    ui.toast(`${p.title} disconnected.`);
    setSecret(null);
    router.refresh();
  };

  return (
    <>
      {secret && (
        <div className="banner" role="status">
          <p>
            <strong>Webhook signing secret</strong> — copy it now, it is not shown again. Every request
            carries a ClaimCert-Signature header made with it:
          </p>
          <p className="secret-once" data-testid="signing-secret">
            {secret}
          </p>
        </div>
      )}
      {providers.map((p) => (
        <section key={p.provider} aria-labelledby={`integration-${p.provider}`} className="form-card">
          <h2 id={`integration-${p.provider}`}>{p.title}</h2>
          {p.connected ? (
            <>
              <p>
                <span className="status status-active">Connected</span>
              </p>
              <dl>
                {Object.entries(p.connected.settings).map(([key, value]) =>
                  value ? (
                    <div key={key}>
                      <dt className="muted small">{key.replaceAll('_', ' ')}</dt>
                      <dd className="secret-once">{String(value)}</dd>
                    </div>
                  ) : null,
                )}
              </dl>
              {mayEdit && (
                <button type="button" className="button secondary" onClick={() => void disconnect(p)}>
                  Disconnect {p.title}
                </button>
              )}
              <ImportPanel accountId={accountId} provider={p.provider} title={p.title} />
            </>
          ) : mayEdit ? (
            <ConnectForm
              accountId={accountId}
              provider={p.provider}
              title={p.title}
              onConnected={(answer) => {
                ui.toast(`${p.title} connected.`);
                setSecret(answer.signing_secret ?? null);
                router.refresh();
              }}
            />
          ) : (
            <p className="muted">Not connected. Ask an account administrator to connect it.</p>
          )}
        </section>
      ))}
    </>
  );
}
