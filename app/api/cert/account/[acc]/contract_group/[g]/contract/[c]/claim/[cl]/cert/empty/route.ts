import { route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { readEmptyCert } from '@/lib/server/certs/read-empty-cert';

/**
 * GET read empty cert: what a new certificate for this served claim would be (every line certified as
 * claimed). Nothing is written. Payer side only.
 */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  readEmptyCert(actor, claimRefOf(params)),
);
