import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { readContractSummary } from '@/lib/server/claims/contract-summary';
import { contractRefOf } from '@/lib/server/claims/load-claim';

/**
 * GET read_contract_summary → 200 { contractsummary: [{ claim_id, claim_name, claim_status,
 * period_ending, cert_status, cert_id, gross_claimed_value, gross_certified_value,
 * claim_retention, cert_less_retention }] }, for either party of the contract: the payee sees all
 * its claims and issued certificates; the payer served claims and its own certificates.
 */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  readContractSummary(actor, contractRefOf(params)),
);
