import { Skeleton } from '../display/Skeleton';
import { columnKey } from './columns';
import styles from './DataTable.module.css';
import type { DataTableColumn } from './types';

const MAX_SKELETON_ROWS = 10;

/**
 * The placeholder rows of a list whose first page is loading: one per row of the page, at most 10,
 * bars of varied widths. Hidden from assistive technology, which would read ten empty rows: the
 * table's aria-busy says it is loading.
 */
export function SkeletonRows<T>({ columns, limit }: { columns: DataTableColumn<T>[]; limit: number }) {
  return Array.from({ length: Math.min(limit, MAX_SKELETON_ROWS) }, (_, rowIndex) => (
    <tr key={rowIndex} className={styles.skeletonRow} aria-hidden="true">
      {columns.map((column, columnIndex) => (
        <td key={columnKey(column)} className={styles.cell}>
          <Skeleton width={`${55 + ((rowIndex * 7 + columnIndex * 13) % 40)}%`} />
        </td>
      ))}
    </tr>
  ));
}
