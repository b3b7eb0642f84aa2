import type { Metadata } from 'next';
import Link from 'next/link';
import { IntegrationsPanel } from '@/components/integrations/integrations-panel';
import { can } from '@/lib/domain/permissions';
import { syncReportPage } from '@/lib/paths/page-paths';
import { integrationTypes, listIntegrations } from '@/lib/server/integrations/connections';
import { requirePageSession } from '@/lib/server/pages/page-session';
import type { TProvider } from '@/lib/schemas/integrations';

export const metadata: Metadata = { title: 'Integrations' };

/** Manage Account › Integrations (issue 15): connect a project-management system, import from it. */
export default async function IntegrationsPage() {
  const session = await requirePageSession();
  const { integrations } = await listIntegrations(session.actor);
  const providers = integrationTypes().types.map((t) => {
    const found = integrations.find((i) => i.provider === t.provider);
    return {
      provider: t.provider as TProvider,
      title: t.title,
      connected: found ? { settings: found.settings, connected_at: found.connected_at.toISOString() } : null,
    };
  });
  return (
    <>
      <h1>Integrations</h1>
      <p className="muted">
        Issued claims, certificates and payments of contracts with &ldquo;Link to the project-management
        system&rdquo; on in their settings are sent to the connected systems; failures are listed in the{' '}
        <Link href={syncReportPage(session.current.accountId)}>sync report</Link>.
      </p>
      <IntegrationsPanel
        accountId={session.current.accountId}
        providers={providers}
        mayEdit={can({ account: session.actor.role }, 'account', 'edit')}
      />
    </>
  );
}
