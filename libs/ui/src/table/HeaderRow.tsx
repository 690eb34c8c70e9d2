import type { ReactNode } from 'react';
import styles from './DataTable.module.css';
import { columnKey, headerContent } from './columns';
import type { DataTableColumn, ListPaging } from './types';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '▲', desc: '▼' } as const;

/**
 * The sticky header row, the same while the table's code loads (DataTable, without `list`) and once it
 * has (DataTableView): a sort button in the header of each column whose `sortKey` the
 * list accepts (`list.sortKeys`), cycling ascending, descending, none; `aria-sort` on the sorted column's
 * header; and the page's select-all checkbox first when rows can be selected.
 */
export function HeaderRow<T>({
  columns,
  list,
  selectAll,
}: {
  columns: DataTableColumn<T>[];
  list?: ListPaging;
  selectAll?: ReactNode;
}) {
  const { sort, order } = list?.params ?? {};
  const setSort = list?.setSort;
  return (
    <tr aria-rowindex={1}>
      {selectAll ? (
        <th scope="col" className={styles.header} data-sticky="select">
          {selectAll}
        </th>
      ) : null}
      {columns.map((column) => {
        const sortKey =
          setSort && column.sortKey && list?.sortKeys?.includes(column.sortKey) ? column.sortKey : undefined;
        const direction = sortKey && sort === sortKey ? (order ?? 'asc') : undefined;
        return (
          <th
            key={columnKey(column)}
            scope="col"
            className={styles.header}
            data-align={column.meta?.align}
            data-sticky={column.meta?.sticky}
            aria-sort={direction ? ARIA_SORT[direction] : undefined}
            style={column.meta?.width ? { width: column.meta.width } : undefined}
          >
            {sortKey && setSort ? (
              <button
                type="button"
                onClick={() =>
                  direction === 'desc' ? setSort(undefined) : setSort(sortKey, direction === 'asc' ? 'desc' : 'asc')
                }
              >
                {headerContent(column)}
                <span aria-hidden="true">{direction ? ARROW[direction] : '↕'}</span>
              </button>
            ) : (
              headerContent(column)
            )}
          </th>
        );
      })}
    </tr>
  );
}
