import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZLineItemOrder } from '@/lib/schemas/line-items';
import { reorderLineItems } from '@/lib/server/line-items/reorder-line-items';
import { scopeOf } from '@/lib/server/line-items/write-schedule';

/** The new order of one parent's children. */
export const PATCH = route(
  { auth: 'account', params: ZContractParams, body: ZLineItemOrder },
  ({ actor, params, body }) => reorderLineItems(actor, scopeOf(params), body),
);
