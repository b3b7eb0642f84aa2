// A contract's schedule as its page hands it to the schedule-of-values editor: the item tree
// flattened (parents before their children, each level in its own order) and packed as the
// documents' items are (components/documents/packed-items.ts), one row of values per item under one
// list of field names. At 2,000 lines the field names, repeated on every item and escaped into the
// page's script, were about half of what the page sent (issue 33). The editor unpacks once.
import type { LineItemView, ScheduleList } from '@/lib/schemas/line-items';
import { packItems, unpackItems, type WithPackedItems } from '../documents/packed-items';

type FlatItem = Omit<LineItemView, 'children'>;
type FlatScheduleList = Omit<ScheduleList, 'items'> & { items: FlatItem[] };
export type PackedScheduleList = WithPackedItems<FlatScheduleList>;

function flatten(items: readonly LineItemView[]): FlatItem[] {
  return items.flatMap(({ children, ...item }) => [item, ...flatten(children)]);
}

export function packScheduleList(list: ScheduleList): PackedScheduleList {
  return packItems({ ...list, items: flatten(list.items) });
}

export function unpackScheduleList(packed: PackedScheduleList): ScheduleList {
  const { items, ...rest } = unpackItems<FlatScheduleList>(packed);
  const byId = new Map<string, LineItemView>();
  const roots: LineItemView[] = [];
  for (const flat of items) {
    const item: LineItemView = { ...flat, children: [] };
    byId.set(item.id, item);
    const parent = item.parent_id === null ? undefined : byId.get(item.parent_id);
    (parent ? parent.children : roots).push(item);
  }
  return { ...rest, items: roots };
}
