/** A table's row of column headers, written as a list of columns (their text and classes). */
import type { ReactNode } from 'react';

export type Column = { label: ReactNode; className?: string };

export function ColumnHeaders({ columns, className }: { columns: Column[]; className?: string }) {
  return (
    <tr className={className}>
      {columns.map((column, index) => (
        <th key={index} scope="col" className={column.className}>
          {column.label}
        </th>
      ))}
    </tr>
  );
}
