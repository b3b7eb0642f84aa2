import { json, route } from '@/lib/api/route';
import { ZCreateApiToken } from '@/lib/schemas/api-tokens';
import { ZAccountParams } from '@/lib/schemas/common';
import { createApiToken } from '@/lib/server/api-tokens/create-api-token';
import { listApiTokens } from '@/lib/server/api-tokens/list-api-tokens';

/** GET: the account's personal API tokens (never their secrets). Owners and admins, signed in. */
export const GET = route(
  {
    auth: 'account',
    params: ZAccountParams,
    permission: ['account', 'edit'],
    docs: { summary: 'List API tokens' },
  },
  async ({ actor }) => listApiTokens(actor),
);

/** POST: a new token; its secret is in this answer only. */
export const POST = route(
  {
    auth: 'account',
    params: ZAccountParams,
    body: ZCreateApiToken,
    permission: ['account', 'edit'],
    docs: { summary: 'Create an API token (the secret is shown once)', status: 201 },
  },
  async ({ actor, body }) => json(await createApiToken(actor, body), 201),
);
