import { json, route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZKindQuery, ZLineItemUpsert } from '@/lib/schemas/line-items';
import { listLineItems } from '@/lib/server/line-items/list-line-items';
import { upsertLineItem } from '@/lib/server/line-items/upsert-line-item';
import { scopeOf } from '@/lib/server/line-items/write-schedule';

/** The schedule of one kind (base | variation | material) as a tree with its figures and locks. */
export const GET = route(
  { auth: 'account', params: ZContractParams, query: ZKindQuery },
  ({ actor, params, query }) => listLineItems(actor, scopeOf(params), query.kind),
);

/** Upsert: a new item (201), or with `id` a change to that item (200). */
export const POST = route(
  { auth: 'account', params: ZContractParams, body: ZLineItemUpsert },
  async ({ actor, params, body }) => {
    const { created, ...result } = await upsertLineItem(actor, scopeOf(params), body);
    return json(result, created ? 201 : 200);
  },
);
