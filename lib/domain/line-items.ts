/**
 * The schedule of values: base contract items, variations and materials as a tree (spec §3 line
 * items, §4 approval, §5 value rules), valued for one claim or one certificate.
 *
 * The same valuation serves both sides: a service maps claim line rows (claimed to date) or cert
 * line rows (certified to date) into {@link LineItem} and calls {@link buildSchedule}.
 *
 * Rules:
 * - a leaf's total is rate × quantity (rate items) or the typed total (lump sums); a parent's
 *   values are the sums of its children's (§5);
 * - progress to date is entered as a percent of the total, a quantity, or a typed value;
 * - a leaf whose total is 0 is valued at 0 unless provisional (§5): a provisional sum is often
 *   entered at 0 and then claimed at actual cost, every other zero line has nothing to claim;
 * - only items that "count" feed their parent and the schedule totals: a rejected variation never,
 *   a pending one only when the contract's `certify_pending_variation` setting allows it
 *   (statutory-rules.md, practice). A non-counting item is still valued, so the screen can show it.
 */
import type { LineItemStatus } from './line-item-status';
import { add, lineTotal, percentOf, scale, subtract, type Bps, type Cents, type Hundredths } from './money';

export type LineItemKind = 'base' | 'variation' | 'material';
export type ValueType = 'lump' | 'rate';
/** Approval status of a variation; null for items that need no approval (base items, materials). */
export type Approval = LineItemStatus | null;
export type VariationType = 'basic' | 'multi';

/** How progress to date was entered (§3 claim_option, cert_value / cert_percent / cert_qty). */
export type ProgressEntry =
  { by: 'percent'; percent: Bps } | { by: 'qty'; qty: Hundredths } | { by: 'value'; value: Cents };

/** The fields that fix what an item is worth. */
export interface ValuedItem {
  valueType: ValueType;
  /** Cents per unit (the rate ×100). */
  rate: Hundredths;
  quantity: Hundredths;
  /** The typed total of a lump-sum item; not read for rate items. */
  lumpTotal: Cents;
  isProvisional: boolean;
}

export interface LineItem extends ValuedItem {
  id: string;
  parentId: string | null;
  kind: LineItemKind;
  approval: Approval;
  variationType?: VariationType;
  excludeRetention: boolean;
  /** Materials: on site (true) or off site (false). */
  onSite: boolean;
  /** Claimed to date (claim side) or certified to date (cert side). Ignored on parents. */
  toDate: ProgressEntry;
  /** The same to-date figure at the previous claim or cert (last_period). */
  previous: Cents;
  approvedToDate: Cents;
  certifiedToDate: Cents;
}

export interface Amounts {
  total: Cents;
  toDate: Cents;
  previous: Cents;
  /** This claim (or this cert) = to date − previous. */
  thisPeriod: Cents;
  approvedToDate: Cents;
  certifiedToDate: Cents;
  /** Still to claim = total − to date. */
  remaining: Cents;
}

export interface ItemValues extends Amounts {
  /** Feeds its parent and the schedule totals (itself and every ancestor count). */
  counts: boolean;
  /** Counts towards the value retention is taken on (no exclude_retention on it or an ancestor). */
  retainable: boolean;
}

export interface ScheduleTotals {
  base: Amounts;
  variations: Amounts;
  materials: Amounts;
  materialsOnSite: Amounts;
  materialsOffSite: Amounts;
  /** base + variations + materials. */
  all: Amounts;
  /** The counting items that retention applies to. */
  retainable: Amounts;
}

export interface ScheduleOptions {
  /** Contract setting `certify_pending_variation`. */
  certifyPendingVariation: boolean;
}

export interface TreeNode<T> {
  item: T;
  parent: TreeNode<T> | null;
  children: TreeNode<T>[];
  depth: number;
}

export interface Tree<T> {
  roots: TreeNode<T>[];
  byId: ReadonlyMap<string, TreeNode<T>>;
  /** Every node, each parent before its children (reverse it to visit children first). */
  topDown: readonly TreeNode<T>[];
}

export interface Schedule {
  tree: Tree<LineItem>;
  values: ReadonlyMap<string, ItemValues>;
  totals: ScheduleTotals;
}

/** A fresh all-zero set of amounts, to accumulate into. */
function zeroAmounts(): Amounts {
  return {
    total: 0,
    toDate: 0,
    previous: 0,
    thisPeriod: 0,
    approvedToDate: 0,
    certifiedToDate: 0,
    remaining: 0,
  };
}

/** Builds the tree from the flat rows in O(n). Throws on a duplicate id, a missing parent or a cycle. */
export function buildTree<T extends { id: string; parentId: string | null }>(items: readonly T[]): Tree<T> {
  const byId = new Map<string, TreeNode<T>>();
  for (const item of items) {
    if (byId.has(item.id)) throw new Error(`Duplicate line item id ${item.id}`);
    byId.set(item.id, { item, parent: null, children: [], depth: 0 });
  }
  const roots: TreeNode<T>[] = [];
  for (const node of byId.values()) {
    const { parentId } = node.item;
    if (parentId === null) {
      roots.push(node);
      continue;
    }
    const parent = byId.get(parentId);
    if (!parent) throw new Error(`Line item ${node.item.id} has unknown parent ${parentId}`);
    node.parent = parent;
    parent.children.push(node);
  }
  const topDown = [...roots];
  for (let i = 0; i < topDown.length; i++) {
    const node = topDown[i]!;
    for (const child of node.children) {
      child.depth = node.depth + 1;
      topDown.push(child);
    }
  }
  // Nodes on a cycle hang below no root, so a walk from the roots never reaches them.
  if (topDown.length !== byId.size) throw new Error('Line items form a cycle');
  return { roots, byId, topDown };
}

/** A leaf's contract value: rate × quantity, or the typed lump sum. */
export function itemTotal(item: ValuedItem): Cents {
  return item.valueType === 'rate' ? lineTotal(item.rate, item.quantity) : item.lumpTotal;
}

/** The cents a progress entry is worth on a leaf (claimed or certified to date). */
export function progressValue(item: ValuedItem, entry: ProgressEntry): Cents {
  const total = itemTotal(item);
  if (total === 0 && !item.isProvisional) return 0;
  switch (entry.by) {
    case 'percent':
      return percentOf(total, entry.percent);
    case 'value':
      return entry.value;
    case 'qty':
      // A lump sum has no rate, so a quantity claims that share of the whole sum.
      if (item.valueType === 'rate') return lineTotal(item.rate, entry.qty);
      return item.quantity === 0 ? 0 : scale(total, entry.qty, item.quantity);
  }
}

/** Whether an item with this approval status may feed totals (rejected never; pending by setting). */
export function approvalCounts(approval: Approval, options: ScheduleOptions): boolean {
  if (approval === 'rejected') return false;
  return approval !== 'pending' || options.certifyPendingVariation;
}

/** Adds `b` into `target`, field by field. Mutates: a schedule can have thousands of lines. */
function accumulate(target: Amounts, b: Amounts): void {
  target.total = add(target.total, b.total);
  target.toDate = add(target.toDate, b.toDate);
  target.previous = add(target.previous, b.previous);
  target.thisPeriod = add(target.thisPeriod, b.thisPeriod);
  target.approvedToDate = add(target.approvedToDate, b.approvedToDate);
  target.certifiedToDate = add(target.certifiedToDate, b.certifiedToDate);
  target.remaining = add(target.remaining, b.remaining);
}

function leafAmounts(item: LineItem): Amounts {
  const total = itemTotal(item);
  const toDate = progressValue(item, item.toDate);
  return {
    total,
    toDate,
    previous: item.previous,
    thisPeriod: subtract(toDate, item.previous),
    approvedToDate: item.approvedToDate,
    certifiedToDate: item.certifiedToDate,
    remaining: subtract(total, toDate),
  };
}

/** Values every item of a schedule and rolls the counting leaves up by kind. */
export function buildSchedule(items: readonly LineItem[], options: ScheduleOptions): Schedule {
  const tree = buildTree(items);
  const values = new Map<string, ItemValues>();
  // The counts/retainable flags flow down (parents first); amounts flow up (children first).
  for (const { item, parent } of tree.topDown) {
    const above = parent ? values.get(parent.item.id)! : { counts: true, retainable: true };
    // Object.assign onto zeroAmounts(), not a spread literal: the spread gave these objects another
    // shape and made every accumulate over them about twice as slow (npm run bench, cert read).
    const value: ItemValues = Object.assign(zeroAmounts(), {
      counts: above.counts && approvalCounts(item.approval, options),
      retainable: above.retainable && !item.excludeRetention,
    });
    values.set(item.id, value);
  }
  for (let i = tree.topDown.length - 1; i >= 0; i--) {
    const { item, children } = tree.topDown[i]!;
    const value = values.get(item.id)!;
    if (!children.length) accumulate(value, leafAmounts(item));
    for (const child of children) {
      if (approvalCounts(child.item.approval, options)) accumulate(value, values.get(child.item.id)!);
    }
  }
  return { tree, values, totals: rollUp(tree, values) };
}

/**
 * What the schedule comes to with every leaf at the cents `toDate` gives it (a prior claim's or
 * certificate's to date) instead of its own entry: the counting leaves' sum, and the part of it
 * retention is taken on. One pass over a schedule already built: which leaves count does not
 * depend on progress, so this is buildSchedule's totals.all.toDate and totals.retainable.toDate
 * for those entries, without building and valuing the whole tree again.
 */
export function toDateTotals(
  schedule: Schedule,
  toDate: (id: string) => Cents,
): { all: Cents; retainable: Cents } {
  let all = 0;
  let retainable = 0;
  for (const { item, children } of schedule.tree.topDown) {
    const value = schedule.values.get(item.id)!;
    if (children.length || !value.counts) continue;
    const cents = progressValue(item, { by: 'value', value: toDate(item.id) });
    all = add(all, cents);
    if (value.retainable) retainable = add(retainable, cents);
  }
  return { all, retainable };
}

const KIND_BUCKET: Record<LineItemKind, keyof ScheduleTotals> = {
  base: 'base',
  variation: 'variations',
  material: 'materials',
};

/** One pass over the counting leaves, each added to its kind's bucket and to `all`. */
function rollUp(tree: Tree<LineItem>, values: ReadonlyMap<string, ItemValues>): ScheduleTotals {
  const totals: ScheduleTotals = {
    base: zeroAmounts(),
    variations: zeroAmounts(),
    materials: zeroAmounts(),
    materialsOnSite: zeroAmounts(),
    materialsOffSite: zeroAmounts(),
    all: zeroAmounts(),
    retainable: zeroAmounts(),
  };
  // No closure per leaf: on a schedule of thousands, making one cost more than the additions.
  for (const { item, children } of tree.topDown) {
    const value = values.get(item.id)!;
    if (children.length || !value.counts) continue;
    accumulate(totals.all, value);
    if (value.retainable) accumulate(totals.retainable, value);
    accumulate(totals[KIND_BUCKET[item.kind]], value);
    if (item.kind === 'material') {
      accumulate(item.onSite ? totals.materialsOnSite : totals.materialsOffSite, value);
    }
  }
  return totals;
}
