import { route } from '@/lib/api/route';
import { ZClaimPeriodQuery } from '@/lib/schemas/claims';
import { ZContractParams } from '@/lib/schemas/common';
import { readClaimPeriod } from '@/lib/server/claims/create-claim';
import { contractRefOf } from '@/lib/server/claims/load-claim';

/**
 * GET read_contract_claim_period ?claim_to=yyyy-MM-dd → 200 { number, name (the default),
 * claim_from (the first day allowed, or null for a first claim), claim_to, claim_due_date,
 * cert_due_date, payment_due_date, deadlines } — what create_one_claim would make.
 */
export const GET = route(
  { auth: 'account', params: ZContractParams, query: ZClaimPeriodQuery },
  async ({ actor, params, query }) => readClaimPeriod(actor, contractRefOf(params), query.claim_to),
);
