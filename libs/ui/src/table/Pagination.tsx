import type { Pager } from '@admin/api-client/contract';
import { useId } from 'react';
import { Button } from '../feedback/Button';
import styles from './Pagination.module.css';
import { pageWindow } from './page-window';

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100] as const;

export interface PaginationProps {
  pager: Pager;
  onPageChange: (page: number) => void;
  /** Given: a "Rows per page" select is shown (the caller resets to page 1). */
  onLimitChange?: (limit: number) => void;
  pageSizes?: readonly number[];
}

/** "Showing 11–20 of 57", rows per page, and Previous / page numbers / Next. */
export function Pagination({ pager, onPageChange, onLimitChange, pageSizes = DEFAULT_PAGE_SIZES }: PaginationProps) {
  const sizeId = useId();
  const { currentPage, pageSize, totalItems, totalPages } = pager;
  const first = totalItems === 0 ? 0 : (currentPage - 1) * pageSize + 1;
  const last = Math.min(currentPage * pageSize, totalItems);
  const hasPrevious = currentPage > 1;
  // totalPages decides; hasMore only when an endpoint leaves totalPages unset.
  const hasNext = currentPage < totalPages || (totalPages === 0 && pager.hasMore);
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);

  return (
    <nav className={styles.bar} aria-label="Pagination">
      <p className={styles.summary}>{totalItems === 0 ? 'No results' : `Showing ${first}–${last} of ${totalItems}`}</p>
      {onLimitChange ? (
        <div className={styles.size}>
          <label htmlFor={sizeId}>Rows per page</label>
          <select
            id={sizeId}
            className={styles.select}
            value={pageSize}
            onChange={(event) => onLimitChange(Number(event.target.value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ul className={styles.pages}>
        <li>
          <Button size="sm" variant="ghost" disabled={!hasPrevious} onClick={() => onPageChange(currentPage - 1)}>
            <span aria-hidden="true">‹</span> Previous
          </Button>
        </li>
        {pageWindow(currentPage, totalPages).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Button
                size="sm"
                variant={slot === currentPage ? 'primary' : 'ghost'}
                aria-label={`Page ${slot}`}
                aria-current={slot === currentPage ? 'page' : undefined}
                onClick={() => slot !== currentPage && onPageChange(slot)}
              >
                {slot}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button size="sm" variant="ghost" disabled={!hasNext} onClick={() => onPageChange(currentPage + 1)}>
            Next <span aria-hidden="true">›</span>
          </Button>
        </li>
      </ul>
    </nav>
  );
}
