import type { ReactNode } from 'react';
import { Button } from '../feedback/Button';
import styles from './filters.module.css';

export interface FilterBarProps {
  children: ReactNode;
  /** Given: a "Clear filters" button, enabled when `hasFilters`. */
  onClear?: () => void;
  hasFilters?: boolean;
}

/** The row of a list's filters; wraps onto more lines on a narrow window. */
export function FilterBar({ children, onClear, hasFilters = true }: FilterBarProps) {
  return (
    <div className={styles.bar} role="group" aria-label="Filters">
      {children}
      {onClear ? (
        <Button variant="ghost" className={styles.clear} onClick={onClear} disabled={!hasFilters} data-beside-fields="">
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
