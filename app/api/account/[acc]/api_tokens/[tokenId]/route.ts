import { route } from '@/lib/api/route';
import { ZApiTokenParams } from '@/lib/schemas/api-tokens';
import { revokeApiToken } from '@/lib/server/api-tokens/revoke-api-token';

/** DELETE: revokes the token (kept in the list as revoked); it answers 401 from then on. */
export const DELETE = route(
  {
    auth: 'account',
    params: ZApiTokenParams,
    permission: ['account', 'edit'],
    docs: { summary: 'Revoke an API token' },
  },
  async ({ actor, params }) => revokeApiToken(actor, params.tokenId),
);
