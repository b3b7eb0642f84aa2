import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZConnectIntegration } from '@/lib/schemas/integrations';
import { connectIntegration, listIntegrations } from '@/lib/server/integrations/connections';

/** The account's connected integrations, without their secrets (Manage Account › Integrations). */
export const GET = route(
  { auth: 'account', params: ZAccountParams, permission: ['account', 'access'] },
  async ({ actor }) => listIntegrations(actor),
);

/**
 * Connect (or reconnect) webhook or procore. Webhook: answers the new signing secret, once. Procore:
 * the client id and secret are tried first (422 when Procore refuses them). Secrets are stored encrypted.
 */
export const POST = route(
  { auth: 'account', params: ZAccountParams, permission: ['account', 'edit'], body: ZConnectIntegration },
  async ({ actor, body }) => connectIntegration(actor, body),
);
