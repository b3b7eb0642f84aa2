import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZHistoryQuery } from '@/lib/schemas/line-items';
import { listLineItemHistory } from '@/lib/server/line-items/list-line-item-history';
import { scopeOf } from '@/lib/server/line-items/write-schedule';

/** The line-item history, newest first, 20 a page by default. */
export const GET = route(
  { auth: 'account', params: ZContractParams, query: ZHistoryQuery },
  ({ actor, params, query }) => listLineItemHistory(actor, scopeOf(params), query),
);
