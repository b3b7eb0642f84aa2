import { route } from '@/lib/api/route';
import { ZApproveBody, ZApproveQuery, ZLineItemParams } from '@/lib/schemas/line-items';
import { decideLineItem } from '@/lib/server/line-items/decide-line-item';
import { scopeOf } from '@/lib/server/line-items/write-schedule';

/** Approves or rejects a variation line (?status); rejecting needs a reason, shown to the claimer. */
export const POST = route(
  { auth: 'account', params: ZLineItemParams, query: ZApproveQuery, body: ZApproveBody },
  ({ actor, params, query, body }) =>
    decideLineItem(actor, scopeOf(params), params.itemId, query.status, body.reason),
);
