import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { exportContractHistory } from '@/lib/server/contracts/export-contract-history';
import { csvResponse, scopeOf } from '@/lib/server/line-items/write-schedule';

/** The contract's history (the caller's account's) as a CSV download. */
export const GET = route(
  { auth: 'account', docs: { produces: 'text/csv' }, params: ZContractParams },
  async ({ actor, params }) => {
    const file = await exportContractHistory(actor, scopeOf(params));
    return csvResponse(file);
  },
);
