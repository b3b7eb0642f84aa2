import { route } from '@/lib/api/route';
import { ZLineItemParams, ZLineItemPatch } from '@/lib/schemas/line-items';
import { deleteLineItem } from '@/lib/server/line-items/delete-line-item';
import { updateLineItem } from '@/lib/server/line-items/update-line-item';
import { scopeOf } from '@/lib/server/line-items/write-schedule';

export const PATCH = route(
  { auth: 'account', params: ZLineItemParams, body: ZLineItemPatch },
  ({ actor, params, body }) => updateLineItem(actor, scopeOf(params), params.itemId, body),
);

/** Deletes the item and its sub-items. */
export const DELETE = route({ auth: 'account', params: ZLineItemParams }, ({ actor, params }) =>
  deleteLineItem(actor, scopeOf(params), params.itemId),
);
