import 'server-only';
// From a stored connection to the provider that talks to its system.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { IntegrationProvider } from '@/lib/db/generated/enums';
import { ZProcoreSettings, ZWebhookSettings } from '@/lib/schemas/integrations';
import { decryptCredentials } from './credentials-crypto';
import { ProviderError, type IntegrationProviderClient } from './provider';
import { procoreProvider } from './providers/procore';
import { webhookProvider } from './providers/webhook';

export function providerClient(
  provider: IntegrationProvider,
  settings: unknown,
  credentials: Record<string, string>,
): IntegrationProviderClient {
  return provider === 'webhook'
    ? webhookProvider(ZWebhookSettings.parse(settings), credentials)
    : procoreProvider(ZProcoreSettings.parse(settings), credentials);
}

/** The account's connected provider, or null when it is not connected. */
export async function connectedProvider(
  accountId: string,
  provider: IntegrationProvider,
): Promise<IntegrationProviderClient | null> {
  const row = await db().integrationConnection.findUnique({
    where: { accountId_provider: { accountId, provider } },
    select: { settings: true, credentials: true },
  });
  if (!row) return null;
  let credentials: Record<string, string>;
  try {
    credentials = decryptCredentials(row.credentials);
  } catch {
    // INTEGRATION_SECRET_KEY (or NEXTAUTH_SECRET) changed since they were stored.
    throw new ProviderError(
      'The stored credentials cannot be read (the encryption key changed): connect again.',
    );
  }
  return providerClient(provider, row.settings, credentials);
}

/** As connectedProvider, for a request: 404 when this account has not connected it. */
export async function requireProvider(accountId: string, provider: IntegrationProvider) {
  const client = await connectedProvider(accountId, provider);
  if (!client) throw new AppError('not_found', 'This integration is not connected.');
  return client;
}
