import { memo } from 'react';
import type { ReactNode } from 'react';
import { Link } from '@admin/ui/router';
import { cardRole, columnLabel } from './column-roles';
import { cellContent, columnKey } from './columns';
import styles from './DataTable.module.css';
import type { DataTableColumn, DataTableProps } from './types';
import type { CutColumns } from './use-uncut-columns';

export interface DataTableRowProps<T> {
  item: T;
  rowIndex: number;
  id: string;
  columns: DataTableColumn<T>[];
  /** Cells across the table (the columns, and the selection box's): a note's row spans them. */
  columnCount: number;
  bulk: DataTableProps<T>['bulk'];
  selected: boolean;
  onToggle: (id: string, item: T, on: boolean) => void;
  rowHref: DataTableProps<T>['rowHref'];
  rowNote: DataTableProps<T>['rowNote'];
  /** Why the row is marked (someone else decided or deleted it): shown as its note, its controls disabled. */
  mark: ReactNode | undefined;
  /** The cells cut by a sticky column at the last measure (useUncutColumns): a row drawn now starts with them marked. */
  cut: CutColumns;
}

/**
 * One row of the table (and its note's row, which has no place of its own: it belongs to its row). Memoised: while a long page is drawn a slice at a time
 * (useRowWindow), or a box is ticked, the rows already drawn are not rendered again; at 4x CPU a
 * 100-row page re-rendered whole for each slice made tasks of 200-600 ms.
 */
function DataTableRowView<T>({
  item,
  rowIndex,
  id,
  columns,
  columnCount,
  bulk,
  selected,
  onToggle,
  rowHref,
  rowNote,
  mark,
  cut,
}: DataTableRowProps<T>) {
  const href = rowHref?.(item);
  const marked = mark !== undefined;
  const note: ReactNode = mark ?? rowNote?.(item);
  const hasNote = note !== null && note !== undefined && note !== false;
  const row = (
    <tr
      className={href ? `${styles.row} ${styles.linkedRow}` : styles.row}
      // Its place on the page (the header row is 1): a long page draws only the rows near its box's view.
      aria-rowindex={rowIndex + 2}
      data-selected={selected || undefined}
      data-with-note={hasNote || undefined}
      data-marked={marked || undefined}
    >
      {bulk ? (
        <td className={styles.cell} data-sticky="select" data-card="select">
          <input
            type="checkbox"
            aria-label={`Select ${bulk.rowLabel(item)}`}
            checked={selected}
            disabled={marked}
            onChange={(event) => onToggle(id, item, event.target.checked)}
          />
        </td>
      ) : null}
      {columns.map((column, index) => {
        const content = cellContent(column, item, rowIndex);
        const role = cardRole(column);
        // Read while rendering, not a prop that changes: a measure does not draw the rows again, it marks their cells itself.
        const isCut = cut.current[index + (bulk ? 1 : 0)];
        return (
          <td
            key={columnKey(column)}
            className={styles.cell}
            data-align={column.meta?.align}
            data-wrap={column.meta?.wrap || undefined}
            data-sticky={column.meta?.sticky}
            data-card={role}
            data-label={role === 'detail' ? columnLabel(column) : undefined}
            data-cut={isCut || undefined}
          >
            {href && index === 0 ? (
              <Link to={href} className={styles.rowLink}>
                {content}
              </Link>
            ) : marked ? (
              // Its record was decided or deleted by someone else: its buttons and inputs do nothing now.
              <fieldset disabled className={styles.markedCell}>
                {content}
              </fieldset>
            ) : (
              content
            )}
          </td>
        );
      })}
    </tr>
  );
  if (!hasNote) return row;
  // The note's own row, read right after the row it belongs to.
  return (
    <>
      {row}
      <tr className={styles.noteRow} data-selected={selected || undefined} data-marked={marked || undefined}>
        <td colSpan={columnCount} className={styles.noteCell}>
          <div className={styles.note}>{note}</div>
        </td>
      </tr>
    </>
  );
}

export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;
