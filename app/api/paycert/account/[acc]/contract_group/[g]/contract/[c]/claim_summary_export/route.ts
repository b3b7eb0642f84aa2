import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { contractRefOf } from '@/lib/server/claims/load-claim';
import { csvResponse } from '@/lib/server/line-items/write-schedule';
import { exportClaimSummary } from '@/lib/server/reports/claim-summary-export';

/**
 * GET: CSV, either party: one row per claim (the payer sees served claims, the payee all its claims) with
 * its latest certificate (the payee sees issued ones only); paid to date is this account's records.
 */
export const GET = route(
  { auth: 'account', docs: { produces: 'text/csv' }, params: ZContractParams },
  async ({ actor, params }) => csvResponse(await exportClaimSummary(actor, contractRefOf(params))),
);
