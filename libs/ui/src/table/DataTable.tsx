import { lazy, Suspense } from 'react';
import { Skeleton } from '../display/Skeleton';
import { columnKey } from './columns';
import styles from './DataTable.module.css';
import { HeaderRow } from './HeaderRow';
import type { DataTableProps } from './types';

// @admin/ui is on the shell's first load even on /sign-in (a shared module, not tree-shaken), so the
// table's code (1.2 KiB gz) loads with the first list a user opens. Its request starts while that list
// renders, beside the list's API call; eager measured −0.9 KiB and one request fewer signed in, +0.3
// KiB signed out (npm run bench, issue 14), no clear gain.
const DataTableView = lazy(() => import('./DataTableView'));

const MAX_SKELETON_ROWS = 10;

/**
 * A server-paged list: skeleton rows while the first page loads, the previous page dimmed while the
 * next one loads, an empty state with a call to action, the spec's fallback with Retry on failure,
 * a sticky header and pagination bound to the URL (through `list`).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  return (
    <Suspense fallback={<TableSkeleton {...props} />}>
      <DataTableView {...(props as DataTableProps<unknown>)} />
    </Suspense>
  );
}

/** What shows while the table's code loads: the same frame, headers and skeleton rows as a pending list. */
function TableSkeleton<T>({ caption, columns, list }: DataTableProps<T>) {
  const rows = Math.min(list.params.limit, MAX_SKELETON_ROWS);
  return (
    <div className={styles.frame}>
      <div className={styles.scroller}>
        <table className={styles.table} aria-busy="true">
          <caption className="ui-visually-hidden">{caption}</caption>
          <thead>
            <HeaderRow columns={columns} />
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, rowIndex) => (
              <tr key={rowIndex} className={styles.skeletonRow}>
                {columns.map((column, index) => (
                  <td key={columnKey(column)} className={styles.cell}>
                    <Skeleton width={`${55 + ((rowIndex * 7 + index * 13) % 40)}%`} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
