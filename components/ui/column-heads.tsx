// A table's header row from a list of columns: each a column header (scope="col"), numbers
// right-aligned, and an optional short name (abbr) a screen reader repeats on each cell. Columns
// given a width are laid out in a <colgroup>, for tables of fixed layout (whose widths must not
// follow the rows that happen to be drawn: components/documents/virtual-lines.tsx).
import type { ReactNode } from 'react';

export interface Column {
  label: ReactNode;
  num?: boolean;
  abbr?: string;
  /** A CSS width; a column without one takes what the others leave. */
  width?: string;
}

export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  const head = (
    <thead>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={column.num ? 'num' : undefined} abbr={column.abbr}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
  if (!columns.some((c) => c.width)) return head;
  return (
    <>
      <colgroup>
        {columns.map((column, i) => (
          <col key={i} style={column.width ? { width: column.width } : undefined} />
        ))}
      </colgroup>
      {head}
    </>
  );
}
