// What the column chooser and the cards need of a column: apart from columns.ts, which the table's
// first-load frame (DataTable.tsx) imports, so these load with the table's view only.
import { columnKey } from './columns';
import type { CardRole, DataTableColumn } from './types';

/** The column's name for the column chooser and card labels: its header text, else `meta.label`, else its key. */
export function columnLabel<T>(column: DataTableColumn<T>): string {
  return typeof column.header === 'string' ? column.header : (column.meta?.label ?? columnKey(column));
}

/** Whether the user may hide the column: not the record's name, not the row actions, not one marked always visible. */
export function isHideable<T>(column: DataTableColumn<T>): boolean {
  return !column.meta?.sticky && !column.meta?.alwaysVisible;
}

/** The columns to show: a hideable column follows the user's choice, else its default. */
export function visibleColumns<T>(
  columns: DataTableColumn<T>[],
  choice: Record<string, boolean>,
): DataTableColumn<T>[] {
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
