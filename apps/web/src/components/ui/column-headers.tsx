/** A table's row of column headers, written as a list of columns (their text and classes). */
import type { ReactNode } from 'react';

export type Column = { label: ReactNode; className?: string };

type AdminColumn = ReactNode | { label: ReactNode; align: 'text-center' | 'text-right' };

/**
 * The columns of an admin table: bold, the first and last keeping the card's edge padding,
 * each label with its alignment where it is not left.
 */
export function adminColumns(columns: AdminColumn[]): Column[] {
  return columns.map((column, index) => {
    const { label, align } =
      typeof column === 'object' && column !== null && 'align' in column
        ? column
        : { label: column, align: undefined };
    const padding =
      index === 0
        ? 'py-3 pl-5 pr-3'
        : index === columns.length - 1
          ? 'py-3 pl-3 pr-5'
          : 'px-3 py-3';
    return { label, className: [padding, align, 'font-bold'].filter(Boolean).join(' ') };
  });
}

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
