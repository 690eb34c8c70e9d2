import { lazy, Suspense } from 'react';
import styles from './DataTable.module.css';
import { HeaderRow } from './HeaderRow';
import { SkeletonRows } from './SkeletonRows';
import type { DataTableProps } from './types';

// @admin/ui is on the shell's first load even on /sign-in (a shared module, not tree-shaken), so the
// table's code (1.2 KiB gz) loads with the first list a user opens. Its request starts while that list
// renders, beside the list's API call; eager measured −0.9 KiB and one request fewer signed in, +0.3
// KiB signed out (npm run bench), no clear gain.
const DataTableView = lazy(() => import('./DataTableView'));

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
function TableSkeleton<T>({ caption, columns: allColumns, list }: DataTableProps<T>) {
  const columns = allColumns.filter((column) => !column.meta?.defaultHidden);
  return (
    <div className={styles.frame}>
      <div className={styles.scroller}>
        <table className={styles.table} aria-busy="true">
          <caption className="ui-visually-hidden">{caption}</caption>
          <thead>
            <HeaderRow columns={columns} />
          </thead>
          <tbody>
            <SkeletonRows columns={columns} limit={list.params.limit} />
          </tbody>
        </table>
      </div>
    </div>
  );
}
