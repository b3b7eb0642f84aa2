import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { exportLineItemHistory } from '@/lib/server/line-items/export-line-item-history';
import { csvResponse, scopeOf } from '@/lib/server/line-items/write-schedule';

/** The line-item history (the caller's account's) as a CSV download. */
export const GET = route(
  { auth: 'account', docs: { produces: 'text/csv' }, params: ZContractParams },
  async ({ actor, params }) => {
    const file = await exportLineItemHistory(actor, scopeOf(params));
    return csvResponse(file);
  },
);
