import 'server-only';
import type { TLineItemUpsert } from '@/lib/schemas/line-items';
import type { Actor } from '../session/resolve-actor';
import { createLineItem } from './create-line-item';
import { updateLineItem } from './update-line-item';
import type { ContractScope } from './write-schedule';

/** POST …/lineitem (spec §7 "Upsert"): without an id a new item, with one a change to that item. */
export async function upsertLineItem(actor: Actor, scope: ContractScope, input: TLineItemUpsert) {
  if (!input.id) return { created: true, ...(await createLineItem(actor, scope, input)) };
  // An upsert may restate kind, parent and the provisional flag, but not change them.
  const { id, kind, parent_id, is_provisional, ...fields } = input;
  const expect = { kind, parentId: parent_id, isProvisional: is_provisional };
  const result = await updateLineItem(actor, scope, id, fields, expect);
  return { created: false, ...result };
}
