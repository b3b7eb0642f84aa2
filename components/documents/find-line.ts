// "Go to line" on a claim's or certificate's schedule: the line whose reference is the query
// (ignoring case), else the first whose reference starts with it, else the first whose description
// contains it — in schedule order — with the parents it sits under, to open them.
import type { TreeItem } from './schedule-rows';

export function findLine(
  items: readonly TreeItem[],
  query: string,
): { id: string; parents: string[] } | null {
  const q = query.toLocaleLowerCase();
  const ref = (i: TreeItem) => (i.label ?? '').toLocaleLowerCase();
  const found =
    items.find((i) => ref(i) === q) ??
    items.find((i) => ref(i).startsWith(q)) ??
    items.find((i) => i.description.toLocaleLowerCase().includes(q));
  if (!found) return null;
  const byId = new Map(items.map((i) => [i.id, i]));
  const parents: string[] = [];
  for (let p = found.parent_id; p !== null && byId.has(p); p = byId.get(p)!.parent_id) parents.push(p);
  return { id: found.id, parents };
}
