import { route } from '@/lib/api/route';
import { ZLineItemParams } from '@/lib/schemas/line-items';
import { convertToFixed } from '@/lib/server/line-items/convert-to-fixed';
import { scopeOf } from '@/lib/server/line-items/write-schedule';

/** Provisional → fixed value, irreversibly. */
export const POST = route({ auth: 'account', params: ZLineItemParams }, ({ actor, params }) =>
  convertToFixed(actor, scopeOf(params), params.itemId),
);
