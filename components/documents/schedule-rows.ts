// The rows a claim schedule table shows: the tree in document order, siblings sorted by the chosen
// §2 sort option, children of collapsed parents left out. O(n log n), memoised by the caller.
import type { DocumentItem } from './document-json';

/** What sorting and the tree need of a schedule line: claim and certificate lines alike. */
export type TreeItem = Pick<
  DocumentItem,
  'id' | 'parent_id' | 'has_children' | 'label' | 'description' | 'contract_value'
>;

/**
 * §2 sort options. 'Date Created' is not offered: read_one_claim's items carry no creation date
 * (reported to the server side); the Default order is the schedule's own.
 */
export const CLAIM_SORT_OPTIONS = [
  { value: 'default', label: 'Default' },
  { value: 'label', label: 'Reference' },
  { value: 'description', label: 'Description' },
  { value: 'total', label: 'Total Value' },
] as const;
export type ClaimSortKey = (typeof CLAIM_SORT_OPTIONS)[number]['value'];

export interface ClaimSort {
  by: ClaimSortKey;
  desc: boolean;
}

export const DEFAULT_SORT: ClaimSort = { by: 'default', desc: false };

export function parseSort(raw: string | null): ClaimSort {
  try {
    const value = JSON.parse(raw ?? '') as Partial<ClaimSort>;
    if (CLAIM_SORT_OPTIONS.some((o) => o.value === value.by)) {
      return { by: value.by as ClaimSortKey, desc: value.desc === true };
    }
  } catch {
    // Nothing stored yet, or something another version wrote.
  }
  return DEFAULT_SORT;
}

const collator = new Intl.Collator('en-NZ', { numeric: true, sensitivity: 'base' });

const COMPARE: Record<Exclude<ClaimSortKey, 'default'>, (a: TreeItem, b: TreeItem) => number> = {
  label: (a, b) => collator.compare(a.label ?? '', b.label ?? ''),
  description: (a, b) => collator.compare(a.description, b.description),
  total: (a, b) => a.contract_value - b.contract_value,
};

export interface VisibleRow<T extends TreeItem = DocumentItem> {
  item: T;
  expanded: boolean;
}

export function visibleRows<T extends TreeItem>(
  items: readonly T[],
  sort: ClaimSort,
  isExpanded: (id: string) => boolean,
): VisibleRow<T>[] {
  const ids = new Set(items.map((i) => i.id));
  const children = new Map<string | null, T[]>();
  for (const item of items) {
    // A parent outside this list (another section) cannot happen; treat it as a root if it does.
    const parent = item.parent_id !== null && ids.has(item.parent_id) ? item.parent_id : null;
    const list = children.get(parent);
    if (list) list.push(item);
    else children.set(parent, [item]);
  }
  if (sort.by !== 'default') {
    const compare = COMPARE[sort.by];
    const ordered = sort.desc ? (a: T, b: T) => compare(b, a) : compare;
    for (const list of children.values()) list.sort(ordered);
  }
  const rows: VisibleRow<T>[] = [];
  const visit = (parent: string | null) => {
    for (const item of children.get(parent) ?? []) {
      const expanded = item.has_children && isExpanded(item.id);
      rows.push({ item, expanded });
      if (expanded) visit(item.id);
    }
  };
  visit(null);
  return rows;
}
