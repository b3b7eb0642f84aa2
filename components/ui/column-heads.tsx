// A table's header row from a list of columns: each a column header (scope="col"), numbers
// right-aligned, and an optional short name (abbr) a screen reader repeats on each cell.
import type { ReactNode } from 'react';

export interface Column {
  label: ReactNode;
  num?: boolean;
  abbr?: string;
}

export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
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
}
