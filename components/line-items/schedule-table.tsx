'use client';
// The schedule as a tree table on @tanstack/react-table: expand/collapse per parent (remembered),
// the chosen sort, inline editor rows, and the totals footer. As on a claim's schedule, the
// columns have fixed widths and only the lines on screen are drawn (VirtualLines), so a contract
// of 2,000 lines scrolls and edits as a short one; the line being edited stays drawn.
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getSortedRowModel,
  useReactTable,
  type ExpandedState,
  type Row,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { VirtualLines, type LineTarget } from '@/components/documents/virtual-lines';
import { formatMoney } from '@/lib/domain/money-format';
import type { LineItemView, ScheduleList, TLineItemRow } from '@/lib/schemas/line-items';
import { RowActions, type MoveState, type ScheduleActions } from './row-actions';
import { RowEditor, type EditorTarget } from './row-editor';
import { NUMERIC_COLUMNS, scheduleColumns, type SortKey } from './schedule-columns';
import { scheduleEditable } from './sections';
import styles from './line-items.module.css';

/** created_at is there only for the Date Created sort. */
const HIDDEN_COLUMNS = { created_at: false };
const MOVE_NEEDS_DEFAULT = 'Choose the Default sort to move items.';
/**
 * Column widths (the description takes the rest): fixed, so that the columns stay where they are
 * whichever lines are drawn. The actions wrap onto a second row rather than widen the table.
 */
const COLUMN_WIDTHS: Record<string, string> = {
  label: '8rem',
  quantity: '6.5rem',
  unit: '5rem',
  rate: '7.5rem',
  total: '8rem',
  status: '7rem',
  site: '6.5rem',
  actions: '19rem',
};

/** Each item's place among its siblings, in the stored order (moving is by that order). */
function siblingPlaces(items: readonly LineItemView[]) {
  const places = new Map<string, { index: number; count: number }>();
  const visit = (level: readonly LineItemView[]) =>
    level.forEach((item, index) => {
      places.set(item.id, { index, count: level.length });
      visit(item.children);
    });
  visit(items);
  return places;
}

export function ScheduleTable(props: {
  list: ScheduleList;
  currency: string;
  caption: string;
  sort: { by: SortKey; desc: boolean };
  expanded: ExpandedState;
  setExpanded: (updater: Updater<ExpandedState>) => void;
  editing: EditorTarget | null;
  busy: boolean;
  actions: ScheduleActions;
  onSave: (target: EditorTarget, values: TLineItemRow) => Promise<boolean>;
  onCancel: () => void;
  /** The line "Go to line" asked for. */
  target: LineTarget | null;
}) {
  const { list, currency, editing, actions, busy, sort } = props;
  const { expanded, setExpanded } = props;
  const places = useMemo(() => siblingPlaces(list.items), [list.items]);
  const moveState = useCallback(
    (id: string): MoveState => {
      if (sort.by !== 'default') return { up: false, down: false, reason: MOVE_NEEDS_DEFAULT };
      const place = places.get(id)!;
      return { up: place.index > 0, down: place.index < place.count - 1 };
    },
    [places, sort.by],
  );
  const renderActions = useCallback(
    (row: Row<LineItemView>) => (
      <RowActions item={row.original} actions={actions} move={moveState(row.id)} busy={busy} />
    ),
    [actions, moveState, busy],
  );
  const editable = scheduleEditable(list);
  const columns = useMemo(
    () => scheduleColumns(list.kind, currency, editable ? renderActions : null),
    [list.kind, editable, currency, renderActions],
  );
  // State objects keep their identity between renders: TanStack Table's row models are memoised
  // on them, and a fresh array each render would recompute (and re-render) without end.
  const sorting = useMemo(() => (sort.by === 'default' ? [] : [{ id: sort.by, desc: sort.desc }]), [sort]);
  // TanStack Table keeps its own state outside React's memoisation; it is used as its docs say.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: list.items,
    columns,
    state: { expanded, sorting, columnVisibility: HIDDEN_COLUMNS },
    onExpandedChange: setExpanded,
    // No pages, and the expanded state is the user's (remembered): nothing to reset on new data.
    autoResetPageIndex: false,
    autoResetExpanded: false,
    getSubRows: (item) => item.children,
    getRowId: (item) => item.id,
    getRowCanExpand: (row) => row.original.children.length > 0,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
  });
  const width = table.getVisibleLeafColumns().length;
  const editor = (target: EditorTarget) => (
    <RowEditor
      key={target.mode === 'edit' ? target.item.id : `new-${target.parentId ?? 'root'}`}
      target={target}
      kind={list.kind}
      currency={currency}
      showActionsCell={editable}
      onSave={(values) => props.onSave(target, values)}
      onCancel={props.onCancel}
    />
  );
  const money = (cents: number | undefined) => formatMoney(cents ?? 0, { currency });
  const footer = (label: string, cents: number | undefined) => (
    <tr key={label}>
      <th scope="row" colSpan={5}>
        {label}
      </th>
      <td className="num">{money(cents)}</td>
      {width > 6 && <td colSpan={width - 6} />}
    </tr>
  );
  const rows = table.getRowModel().rows;
  return (
    <>
      <div className={styles.treeTools}>
        <button type="button" className="link-button" onClick={() => table.toggleAllRowsExpanded(true)}>
          Expand all
        </button>
        <button type="button" className="link-button" onClick={() => table.toggleAllRowsExpanded(false)}>
          Collapse all
        </button>
      </div>
      <div className="table-scroll">
        <table className={`table ${styles.scheduleTable}`}>
          <caption className="visually-hidden">{props.caption}</caption>
          <colgroup>
            {table.getVisibleLeafColumns().map((column) => (
              <col key={column.id} style={{ width: COLUMN_WIDTHS[column.id] }} />
            ))}
          </colgroup>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={NUMERIC_COLUMNS.has(header.column.id) ? 'num' : undefined}
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <VirtualLines
            lines={rows}
            keyOf={(row) => row.id}
            columns={width}
            target={props.target}
            keep={editing?.mode === 'edit' ? editing.item.id : editing?.parentId}
            render={(row) => [
              editing?.mode === 'edit' && editing.item.id === row.id ? (
                editor({ ...editing, depth: row.depth })
              ) : (
                <tr key={row.id} className={row.original.children.length ? styles.rowParent : undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={NUMERIC_COLUMNS.has(cell.column.id) ? 'num' : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ),
              editing?.mode === 'add' && editing.parentId === row.id
                ? editor({ ...editing, depth: row.depth + 1 })
                : null,
            ]}
          />
          <tbody>
            {rows.length === 0 && !editing && (
              <tr>
                <td colSpan={width} className="empty">
                  No items yet.
                </td>
              </tr>
            )}
            {editing?.mode === 'add' && editing.parentId === null && editor(editing)}
          </tbody>
          <tfoot>
            {footer('Total', list.totals.total)}
            {list.kind === 'variation' && [
              footer('Approved', list.totals.approved),
              footer('Pending', list.totals.pending),
            ]}
            {list.kind === 'material' && [
              footer('On site', list.totals.on_site),
              footer('Off site', list.totals.off_site),
            ]}
          </tfoot>
        </table>
      </div>
    </>
  );
}
