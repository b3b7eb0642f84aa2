import { route } from '@/lib/api/route';
import { ZClaimPeriodQuery } from '@/lib/schemas/claims';
import { ZContractParams } from '@/lib/schemas/common';
import { readClaimPeriod } from '@/lib/server/claims/create-claim';
import { contractRefOf } from '@/lib/server/claims/load-claim';

/**
 * GET read_contract_claim_period: what create_one_claim would make for ?claim_to; claim_from is the first
 * day allowed (null for a first claim).
 */
export const GET = route(
  { auth: 'account', params: ZContractParams, query: ZClaimPeriodQuery },
  async ({ actor, params, query }) => readClaimPeriod(actor, contractRefOf(params), query.claim_to),
);
