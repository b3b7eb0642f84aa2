import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { readContractSummary } from '@/lib/server/claims/contract-summary';
import { contractRefOf } from '@/lib/server/claims/load-claim';

/**
 * GET read_contract_summary, either party: the payee sees all its claims and issued certificates; the
 * payer served claims and its own certificates.
 */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  readContractSummary(actor, contractRefOf(params)),
);
