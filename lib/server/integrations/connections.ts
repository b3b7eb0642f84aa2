import 'server-only';
// Connect and disconnect an account's integrations (Manage Account › Integrations). The secrets are
// encrypted before they are stored and never read back out to the browser: a webhook's signing
// secret is shown once, in the answer to the connect that made it.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { IntegrationProvider } from '@/lib/db/generated/enums';
import type { TConnectIntegration } from '@/lib/schemas/integrations';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { encryptCredentials } from './credentials-crypto';
import { providerClient } from './provider-client';
import { ProviderError } from './provider';
import { newSigningSecret } from './webhook-signature';

export const PROVIDER_TITLES: Record<IntegrationProvider, string> = {
  webhook: 'Webhook (any project-management system)',
  procore: 'Procore',
};

/** GET /api/integration/type: the providers an account can connect, and the settings each asks for. */
export function integrationTypes() {
  return {
    types: [
      { provider: 'webhook', title: PROVIDER_TITLES.webhook, settings: ['url', 'jobs_url'], credentials: [] },
      {
        provider: 'procore',
        title: PROVIDER_TITLES.procore,
        settings: ['company_id', 'api_base_url', 'login_base_url'],
        credentials: ['client_id', 'client_secret'],
      },
    ],
  };
}

/** The account's connections, without their secrets. */
export async function listIntegrations(actor: Actor) {
  const rows = await db().integrationConnection.findMany({
    where: { accountId: actor.accountId },
    orderBy: { provider: 'asc' },
    select: { provider: true, settings: true, createdAt: true, updatedAt: true },
  });
  return {
    integrations: rows.map((r) => ({
      provider: r.provider,
      title: PROVIDER_TITLES[r.provider],
      settings: r.settings as Record<string, unknown>,
      connected_at: r.updatedAt,
    })),
  };
}

export async function connectIntegration(actor: Actor, input: TConnectIntegration) {
  let secrets: Record<string, string>;
  let shown: { signing_secret: string } | null = null;
  if (input.provider === 'webhook') {
    shown = { signing_secret: newSigningSecret() };
    secrets = shown;
  } else {
    secrets = input.credentials;
    // Procore answers a wrong client id or secret straight away: refuse to store them.
    try {
      await providerClient('procore', input.settings, secrets).listJobs();
    } catch (error) {
      if (error instanceof ProviderError)
        throw new AppError('invalid', [{ field: 'credentials', message: error.message }]);
      throw error;
    }
  }
  const credentials = encryptCredentials(secrets);
  await db().$transaction(async (tx) => {
    await tx.integrationConnection.upsert({
      where: { accountId_provider: { accountId: actor.accountId, provider: input.provider } },
      create: {
        accountId: actor.accountId,
        provider: input.provider,
        settings: input.settings,
        credentials,
        connectedById: actor.userId,
      },
      update: { settings: input.settings, credentials, connectedById: actor.userId },
    });
    await recordHistory(tx, actor, 'integration.connected', {}, { provider: input.provider });
  });
  return { provider: input.provider, connected: true, ...(shown ?? {}) };
}

export async function disconnectIntegration(actor: Actor, provider: IntegrationProvider) {
  await db().$transaction(async (tx) => {
    const { count } = await tx.integrationConnection.deleteMany({
      where: { accountId: actor.accountId, provider },
    });
    if (count !== 1) throw new AppError('not_found', 'This integration is not connected.');
    await recordHistory(tx, actor, 'integration.disconnected', {}, { provider });
  });
  return { provider, connected: false };
}
