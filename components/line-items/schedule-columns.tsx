// The table's columns (spec §2: Ref, Description, Qty, Unit, Rate, Total; a status for variations,
// on/off site for materials) and the sort options Default, Date Created, Reference, Description,
// Total Value. Sorting orders siblings within each level; the tree stays intact.
import { createColumnHelper, type ColumnDef, type Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/domain/money-format';
import type { LineItemView } from '@/lib/schemas/line-items';
import { DescriptionCell, qtyText, rateText, RefCell, SITE_LABELS, StatusCell } from './cells';
import type { Kind } from './sections';

export const SORT_OPTIONS = [
  { value: 'default', label: 'Default' },
  { value: 'created_at', label: 'Date Created' },
  { value: 'label', label: 'Reference' },
  { value: 'description', label: 'Description' },
  { value: 'total', label: 'Total Value' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

/** The columns of figures, right-aligned. */
export const NUMERIC_COLUMNS: ReadonlySet<string> = new Set(['quantity', 'rate', 'total']);

const column = createColumnHelper<LineItemView>();
// Columns of different value types in one list: TanStack's own examples type them `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Column = ColumnDef<LineItemView, any>;

export function scheduleColumns(
  kind: Kind,
  currency: string,
  actions: ((row: Row<LineItemView>) => ReactNode) | null,
): Column[] {
  const columns: Column[] = [
    column.accessor((item) => item.label ?? '', {
      id: 'label',
      header: 'Ref',
      sortingFn: 'alphanumeric',
      cell: ({ row }) => <RefCell row={row} />,
    }),
    column.accessor('description', {
      header: 'Description',
      sortingFn: 'text',
      cell: ({ row }) => <DescriptionCell item={row.original} />,
    }),
    column.display({
      id: 'quantity',
      header: 'Qty',
      cell: ({ row }) => qtyText(row.original),
    }),
    column.display({ id: 'unit', header: 'Unit', cell: ({ row }) => row.original.unit }),
    column.display({
      id: 'rate',
      header: 'Rate',
      cell: ({ row }) => rateText(row.original, currency),
    }),
    column.accessor('total', {
      header: 'Total',
      sortingFn: 'basic',
      cell: ({ row }) => formatMoney(row.original.total, { currency }),
    }),
    // Hidden: only for the Date Created sort.
    column.accessor((item) => Date.parse(item.created_at), { id: 'created_at', sortingFn: 'basic' }),
  ];
  if (kind === 'variation') {
    columns.push(
      column.display({
        id: 'status',
        header: 'Status',
        cell: ({ row }) => <StatusCell item={row.original} />,
      }),
    );
  }
  if (kind === 'material') {
    columns.push(
      column.display({
        id: 'site',
        header: 'Site',
        cell: ({ row }) => (row.original.material_site ? SITE_LABELS[row.original.material_site] : ''),
      }),
    );
  }
  if (actions) {
    columns.push(column.display({ id: 'actions', header: 'Actions', cell: ({ row }) => actions(row) }));
  }
  return columns;
}
