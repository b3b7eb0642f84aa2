// A document's read answer as a page hands it to its client editor: the schedule items as one row
// of values per item under one list of field names, rather than an object each. In a 2,000-line
// schedule the field names, repeated on every item and escaped into the page's script, were about
// half of what the page sent (issue 33). The page packs; the editor unpacks once, on its first render.
type Item = Record<string, unknown>;

export interface PackedItems {
  fields: string[];
  rows: unknown[][];
}

export type WithPackedItems<R extends { items: readonly object[] }> = Omit<R, 'items'> & {
  items: PackedItems;
};

export function packItems<R extends { items: readonly object[] }>(read: R): WithPackedItems<R> {
  const items = read.items as readonly Item[];
  const names = new Set<string>();
  for (const item of items) for (const name in item) names.add(name);
  const fields = [...names];
  return { ...read, items: { fields, rows: items.map((item) => fields.map((f) => item[f])) } };
}

export function unpackItems<R extends { items: readonly object[] }>(packed: WithPackedItems<R>): R {
  const { fields, rows } = packed.items;
  const items = rows.map((row) => {
    const item: Item = {};
    fields.forEach((field, i) => (item[field] = row[i]));
    return item;
  });
  return { ...packed, items } as unknown as R;
}
