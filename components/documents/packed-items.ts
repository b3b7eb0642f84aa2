// A document's read answer as a page hands it to its client editor: the schedule items as one row
// of values per item under one list of field names, rather than an object each. In a 2,000-line
// schedule the field names, repeated on every item and escaped into the page's script, were about
// half of what the page sent (issue 33); so were the live inputs' per-line figures, keyed by id.
// The page packs; the editor unpacks once, on its first render.
import type { LiveInputs, PreviousBasis } from '@/lib/domain/live-inputs';
import type { Cents } from '@/lib/domain/money';

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

/** The editor's live inputs with each basis's per-line figures as a list in the items' order. */
export type PackedLiveInputs = Omit<LiveInputs, 'previous'> & {
  previous: Record<keyof LiveInputs['previous'], Omit<PreviousBasis, 'items'> & { items: (Cents | null)[] }>;
};

/** `ids`: the items' ids in the order the packed items list them (a parent has no figure: null). */
export function packLiveInputs(inputs: LiveInputs, ids: readonly string[]): PackedLiveInputs {
  const pack = ({ figures, items }: PreviousBasis) => ({
    figures,
    items: ids.map((id) => items[id] ?? null),
  });
  return {
    ...inputs,
    previous: { claimed: pack(inputs.previous.claimed), certified: pack(inputs.previous.certified) },
  };
}

export function unpackLiveInputs(packed: PackedLiveInputs, ids: readonly string[]): LiveInputs {
  const unpack = ({ figures, items }: PackedLiveInputs['previous']['claimed']): PreviousBasis => {
    const byId: Record<string, Cents> = {};
    items.forEach((value, i) => {
      if (value !== null) byId[ids[i]!] = value;
    });
    return { figures, items: byId };
  };
  return {
    ...packed,
    previous: { claimed: unpack(packed.previous.claimed), certified: unpack(packed.previous.certified) },
  };
}
