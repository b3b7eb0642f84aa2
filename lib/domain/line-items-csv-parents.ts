/**
 * The cross-row checks of a schedule CSV import (./line-items-csv.ts): each row's value type and
 * total, unique refs, parents that exist (in the file or the schedule) and are open to sub-items
 * (§4), no loops, and parent rows without values of their own (§5: a parent is its children's sum).
 */
import { checkedItemTotal, LINE_ITEM_ERRORS, totalMismatch } from './line-item-fields';
import type { ValueType } from './line-items';
import type { Cents, Hundredths } from './money';
import type {
  CsvParent,
  ExistingItemRef,
  ScheduleCsvColumn,
  ScheduleCsvError,
  ScheduleCsvRow,
} from './line-items-csv';

export const PARENT_ERRORS = {
  duplicateRef: (ref: string, line: number) => `Ref "${ref}" is also used on row ${line}`,
  refInSchedule: (ref: string) => `Ref "${ref}" is already in this schedule`,
  ownParent: 'A row cannot sit under itself',
  parentMissing: (ref: string) => `Parent Ref "${ref}" is neither in the file nor in this schedule`,
  parentAmbiguous: (ref: string) => `Parent Ref "${ref}" matches more than one item in this schedule`,
  parentLocked: (ref: string) =>
    `Parent Ref "${ref}" is locked (approved, rejected or certified), so nothing can be added under it`,
  loop: (refs: string[]) => `Parent Ref makes a loop: ${refs.join(' → ')}`,
  parentHasValues: 'Other rows sit under this one, so leave Qty, Rate and Total empty: its total is theirs',
  totalMismatch,
} as const;

type Fail = (column: ScheduleCsvColumn, message: string) => void;
/** A number cell: null when empty, undefined when it could not be read (already reported). */
type Cell = number | null | undefined;

export interface RowValues {
  valueType: ValueType;
  quantity: Hundredths | null;
  rate: Hundredths | null;
  total: Cents;
  hasValues: boolean;
}

/** A Rate makes a rate item (Total = Qty × Rate); without one the row is a lump sum of its Total. */
export function readRowValues(
  cells: { quantity: Cell; rate: Cell; typedTotal: Cell },
  fail: Fail,
): RowValues {
  const { quantity, rate, typedTotal } = cells;
  const hasValues = quantity !== null || rate !== null || typedTotal !== null;
  const known = (cell: Cell) => cell ?? null;
  if (rate === null) {
    return { valueType: 'lump', quantity: known(quantity), rate: null, total: typedTotal ?? 0, hasValues };
  }
  if (quantity === null) fail('Qty', LINE_ITEM_ERRORS.rateNeedsQty);
  let total = 0;
  if (typeof rate === 'number' && typeof quantity === 'number') {
    const checked = checkedItemTotal({
      valueType: 'rate',
      rate,
      quantity,
      lumpTotal: 0,
      isProvisional: false,
    });
    if (!checked.ok) fail('Rate', checked.error);
    else if (typeof typedTotal === 'number' && typedTotal !== checked.value) {
      fail('Total', PARENT_ERRORS.totalMismatch(checked.value));
    } else total = checked.value;
  }
  return { valueType: 'rate', quantity: known(quantity), rate: known(rate), total, hasValues };
}

export interface DraftRow extends Omit<ScheduleCsvRow, 'parent'> {
  parentRef: string | null;
  hasValues: boolean;
}

/** Resolves every Parent Ref and returns the rows parents-first; problems go into `errors`. */
export function resolveParents(
  drafts: readonly DraftRow[],
  existing: readonly ExistingItemRef[],
  errors: ScheduleCsvError[],
): ScheduleCsvRow[] {
  const failAt = (row: DraftRow, column: ScheduleCsvColumn | undefined, message: string) =>
    errors.push({ line: row.line, column, message });
  const inFile = new Map<string, DraftRow>();
  const inSchedule = new Map<string, ExistingItemRef[]>();
  for (const item of existing) {
    if (item.ref) pushTo(inSchedule, item.ref, item);
  }
  for (const row of drafts) {
    if (row.ref === null) continue;
    const first = inFile.get(row.ref);
    if (first) failAt(row, 'Ref', PARENT_ERRORS.duplicateRef(row.ref, first.line));
    else inFile.set(row.ref, row);
    if (inSchedule.has(row.ref)) failAt(row, 'Ref', PARENT_ERRORS.refInSchedule(row.ref));
  }

  const parents = new Map<DraftRow, CsvParent>();
  for (const row of drafts) parents.set(row, resolveOne(row, inFile, inSchedule, failAt));
  const namedAsParent = new Set(drafts.filter((r) => r.parentRef !== r.ref).map((r) => r.parentRef));
  for (const row of drafts) {
    if (row.ref !== null && namedAsParent.has(row.ref) && row.hasValues) {
      failAt(row, undefined, PARENT_ERRORS.parentHasValues);
    }
  }
  reportLoops(drafts, inFile, failAt);
  return parentsFirst(drafts, parents, inFile);
}

function resolveOne(
  row: DraftRow,
  inFile: ReadonlyMap<string, DraftRow>,
  inSchedule: ReadonlyMap<string, ExistingItemRef[]>,
  failAt: (row: DraftRow, column: ScheduleCsvColumn, message: string) => void,
): CsvParent {
  const ref = row.parentRef;
  if (ref === null) return null;
  if (ref === row.ref) {
    failAt(row, 'Parent Ref', PARENT_ERRORS.ownParent);
    return null;
  }
  if (inFile.has(ref)) return { inFile: true, ref };
  const matches = inSchedule.get(ref) ?? [];
  if (matches.length === 0) failAt(row, 'Parent Ref', PARENT_ERRORS.parentMissing(ref));
  else if (matches.length > 1) failAt(row, 'Parent Ref', PARENT_ERRORS.parentAmbiguous(ref));
  else if (!matches[0]!.canAddChild) failAt(row, 'Parent Ref', PARENT_ERRORS.parentLocked(ref));
  else return { inFile: false, id: matches[0]!.id };
  return null;
}

/** Walks each chain of file parents once; a chain that comes back on itself is a loop. */
function reportLoops(
  drafts: readonly DraftRow[],
  inFile: ReadonlyMap<string, DraftRow>,
  failAt: (row: DraftRow, column: ScheduleCsvColumn, message: string) => void,
) {
  const done = new Set<DraftRow>();
  for (const start of drafts) {
    const path: DraftRow[] = [];
    let row: DraftRow | undefined = start;
    while (row && !done.has(row) && !path.includes(row)) {
      path.push(row);
      row = row.parentRef !== null && row.parentRef !== row.ref ? inFile.get(row.parentRef) : undefined;
    }
    if (row && path.includes(row)) {
      const loop = path.slice(path.indexOf(row));
      const refs = [...loop.map((r) => r.ref ?? ''), row.ref ?? ''];
      for (const member of loop) failAt(member, 'Parent Ref', PARENT_ERRORS.loop(refs));
    }
    for (const member of path) done.add(member);
  }
}

/** Top-level rows and rows under existing items first, then each row after its parent, in file order. */
function parentsFirst(
  drafts: readonly DraftRow[],
  parents: ReadonlyMap<DraftRow, CsvParent>,
  inFile: ReadonlyMap<string, DraftRow>,
): ScheduleCsvRow[] {
  const children = new Map<DraftRow, DraftRow[]>();
  const queue: DraftRow[] = [];
  for (const row of drafts) {
    const parent = parents.get(row) ?? null;
    if (parent?.inFile) pushTo(children, inFile.get(parent.ref)!, row);
    else queue.push(row);
  }
  // Each row is taken once: with duplicate refs (already reported) a row could name itself.
  const seen = new Set<DraftRow>();
  const ordered: ScheduleCsvRow[] = [];
  for (let i = 0; i < queue.length; i++) {
    const draft = queue[i]!;
    if (seen.has(draft)) continue;
    seen.add(draft);
    ordered.push({
      line: draft.line,
      ref: draft.ref,
      parent: parents.get(draft) ?? null,
      description: draft.description,
      valueType: draft.valueType,
      quantity: draft.quantity,
      unit: draft.unit,
      rate: draft.rate,
      total: draft.total,
      isProvisional: draft.isProvisional,
      excludeRetention: draft.excludeRetention,
    });
    queue.push(...(children.get(draft) ?? []));
  }
  return ordered;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
