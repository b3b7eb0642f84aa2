import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { readCertSummary } from '@/lib/server/certs/cert-summary';
import { contractRefOf } from '@/lib/server/claims/load-claim';

/**
 * GET: a cert contract's claims with their latest certificates (issued figures only), oldest first, with
 * totals. Payer side only.
 */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  readCertSummary(actor, contractRefOf(params)),
);
