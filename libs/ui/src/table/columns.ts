import type { ReactNode } from 'react';
import type { DataTableCellContext, DataTableColumn } from './types';

/** A column's React key: its `id`, else its accessor key. */
export function columnKey<T>(column: DataTableColumn<T>): string {
  return column.id ?? String(column.accessorKey);
}

/** The header cell's content: the text, or what the header function returns. */
export function headerContent<T>(column: DataTableColumn<T>): ReactNode {
  return typeof column.header === 'function' ? column.header() : column.header;
}

/** A body cell's content: the column's `cell`, else the accessor value as text (nothing for null or undefined). */
export function cellContent<T>(column: DataTableColumn<T>, original: T, index: number): ReactNode {
  const key = column.accessorKey;
  const value = key === undefined ? undefined : original[key];
  if (!column.cell) return value == null ? null : String(value);
  const context: DataTableCellContext<T, unknown> = { row: { original, index }, getValue: () => value };
  // Each member's `cell` takes the value type of its own accessor; here the value is read from that same key.
  return (column.cell as (context: DataTableCellContext<T, unknown>) => ReactNode)(context);
}
