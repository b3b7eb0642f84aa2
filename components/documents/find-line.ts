// "Go to line" on a schedule (a claim's, a certificate's, the contract's own): the line whose reference is the query
// (ignoring case), else the first whose reference starts with it, else the first whose description
// contains it — in schedule order — with the parents it sits under, to open them.
import type { TreeItem } from './schedule-rows';

/** What finding a line needs of it: its place in the tree and what a user would search it by. */
export type LineToFind = Pick<TreeItem, 'id' | 'parent_id' | 'label' | 'description'>;
export interface FoundLine {
  id: string;
  /** The parents it sits under, nearest first: to open them. */
  parents: string[];
}

export function findLine(items: readonly LineToFind[], query: string): FoundLine | null {
  const q = query.toLocaleLowerCase();
  const ref = (i: LineToFind) => (i.label ?? '').toLocaleLowerCase();
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
