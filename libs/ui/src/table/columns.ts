import type { ReactNode } from 'react';
import type { CardRole, DataTableCellContext, DataTableColumn } from './types';

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

/** The column's name for the column chooser and card labels: its header text, else `meta.label`, else its key. */
export function columnLabel<T>(column: DataTableColumn<T>): string {
  return typeof column.header === 'string' ? column.header : (column.meta?.label ?? columnKey(column));
}

/** Whether the user may hide the column: not the record's name, not the row actions, not one marked always visible. */
export function isHideable<T>(column: DataTableColumn<T>): boolean {
  return !column.meta?.sticky && !column.meta?.alwaysVisible;
}

/** The columns to show: a hideable column follows the user's choice, else its default. */
export function visibleColumns<T>(columns: DataTableColumn<T>[], choice: Record<string, boolean>): DataTableColumn<T>[] {
  return columns.filter((column) => !isHideable(column) || (choice[columnKey(column)] ?? !column.meta?.defaultHidden));
}

/** The cell's place on a card (narrow screens); see `DataTableColumnMeta.card`. */
export function cardRole<T>(column: DataTableColumn<T>): CardRole {
  const meta = column.meta;
  if (meta?.card) return meta.card;
  if (meta?.sticky === 'start') return 'title';
  if (meta?.sticky === 'end') return 'action';
  return columnKey(column) === 'status' ? 'status' : 'detail';
}
