import { errorMessage, isForbiddenError } from '@admin/api-client';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from '@admin/ui/router';
import { EmptyState } from '../display/EmptyState';
import { Button } from '../feedback/Button';
import { cellContent, columnKey } from './columns';
import { HeaderRow } from './HeaderRow';
import { SkeletonRows } from './SkeletonRows';
import styles from './DataTable.module.css';
import { Pagination } from './Pagination';
import type { DataTableProps } from './types';

const NO_ROWS: never[] = [];
/** Marked once per page load, when the first list's first rows are on screen: `npm run bench` times its first screen by it. */
const FIRST_SCREEN_MARK = 'admin:first-screen';

/**
 * The table itself (loaded on first use, see DataTable.tsx). A server-paged list: skeleton rows while the first page loads, the previous page dimmed while the
 * next one loads, an empty state with a call to action, the spec's fallback with Retry on failure,
 * a sticky header and pagination bound to the URL (through `list`).
 */
export default function DataTableView<T>({ caption, columns, query, errorFallback, empty, list, rowHref, getRowId, pageSizes }: DataTableProps<T>) {
  // The spec's fallback, except when the API refused for a missing permission: then its message
  // ('Missing permission: fees.read') says what is wrong, where a generic fallback would not.
  const failure = isForbiddenError(query.error) ? errorMessage(query.error, errorFallback) : errorFallback;
  const items = query.data?.items ?? (NO_ROWS as T[]);

  const hasRows = items.length > 0;
  useEffect(() => {
    if (hasRows && performance.getEntriesByName(FIRST_SCREEN_MARK, 'mark').length === 0) performance.mark(FIRST_SCREEN_MARK);
  }, [hasRows]);

  const pager = query.data?.pager;
  const stale = query.isPlaceholderData;
  const columnCount = columns.length;

  if (query.isError && !query.data) {
    return (
      <div className={styles.frame}>
        <div className={styles.error} role="alert">
          <p className={styles.errorText}>{failure}</p>
          <Button onClick={() => void query.refetch()}>Retry</Button>
        </div>
      </div>
    );
  }

  let body: ReactNode;
  if (query.isPending) {
    body = <SkeletonRows columns={columns} limit={list.params.limit} />;
  } else if (items.length === 0 && pager && pager.totalItems > 0) {
    // Past the last page, e.g. after the last row of a page was deleted or a stale link.
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.emptyCell}>
          <EmptyState
            title="No rows on this page"
            description={`There are ${pager.totalItems} in all.`}
            action={<Button onClick={() => list.setPage(1)}>Go to the first page</Button>}
          />
        </td>
      </tr>
    );
  } else if (items.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.emptyCell}>
          <EmptyState title={empty.title} description={empty.description} action={empty.action} />
        </td>
      </tr>
    );
  } else {
    body = items.map((item, rowIndex) => {
      const href = rowHref?.(item);
      return (
        <tr key={getRowId ? getRowId(item) : rowIndex} className={href ? `${styles.row} ${styles.linkedRow}` : styles.row}>
          {columns.map((column, index) => {
            const content = cellContent(column, item, rowIndex);
            return (
              <td key={columnKey(column)} className={styles.cell} data-align={column.meta?.align} data-wrap={column.meta?.wrap || undefined}>
                {href && index === 0 ? (
                  <Link to={href} className={styles.rowLink}>
                    {content}
                  </Link>
                ) : (
                  content
                )}
              </td>
            );
          })}
        </tr>
      );
    });
  }

  return (
    <div className={styles.frame}>
      {query.isError ? (
        <div className={styles.errorBanner} role="alert">
          <span>{failure}</span>
          <Button size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {/* A scroll area of its own, so the header can stick while rows scroll; focusable for keyboard scrolling. */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
        <table className={styles.table} aria-busy={query.isPending || stale} data-stale={stale || undefined}>
          <caption className="ui-visually-hidden">{caption}</caption>
          <thead>
            <HeaderRow columns={columns} />
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      <p className="ui-visually-hidden" role="status">
        {query.isPending || stale ? `Loading ${caption}` : ''}
      </p>
      {pager && pager.totalItems > 0 ? (
        <Pagination
          pager={{ ...pager, currentPage: list.params.page, pageSize: list.params.limit }}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          pageSizes={pageSizes}
        />
      ) : null}
    </div>
  );
}
