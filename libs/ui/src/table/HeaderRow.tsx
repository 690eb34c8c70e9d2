import styles from './DataTable.module.css';
import { columnKey, headerContent } from './columns';
import type { DataTableColumn } from './types';

/** The sticky header row, the same while the table's code loads (DataTable) and once it has (DataTableView). */
export function HeaderRow<T>({ columns }: { columns: DataTableColumn<T>[] }) {
  return (
    <tr>
      {columns.map((column) => (
        <th
          key={columnKey(column)}
          scope="col"
          className={styles.header}
          data-align={column.meta?.align}
          style={column.meta?.width ? { width: column.meta.width } : undefined}
        >
          {headerContent(column)}
        </th>
      ))}
    </tr>
  );
}
