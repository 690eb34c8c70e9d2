import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../feedback/Button';
import { useDrawer } from '../layout/use-drawer';
import styles from './filters.module.css';

export interface FilterBarProps {
  children: ReactNode;
  /** Given: a "Clear filters" button, enabled when `hasFilters`. */
  onClear?: () => void;
  hasFilters?: boolean;
}

/** From this width the filters stand in the page; below it they wait in a drawer (filters.module.css says the same). */
const FILTERS_IN_PAGE = '(min-width: 640px)';

/**
 * The row of a list's filters; wraps onto more lines on a narrow window. On a phone (below 640 px)
 * they wait behind a "Filters" button, in a drawer over the page, so the list starts at the top of
 * the screen: the drawer holds focus while open and closes on Escape or Done.
 */
export function FilterBar({ children, onClear, hasFilters = true }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const drawer = useRef<HTMLDivElement>(null);
  const toggleArea = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  const dismiss = useDrawer({
    open,
    onClose: close,
    drawer,
    returnFocusTo: () => toggleArea.current?.querySelector('button') ?? null,
    noDrawerFrom: FILTERS_IN_PAGE,
  });
  const active = onClear !== undefined && hasFilters;
  return (
    <div className={styles.filterArea} data-open={open || undefined}>
      <div ref={toggleArea} className={styles.drawerToggle}>
        <Button variant="secondary" aria-expanded={open} aria-controls={drawerId} onClick={() => setOpen(true)}>
          {active ? 'Filters (in use)' : 'Filters'}
        </Button>
      </div>
      {open ? <div className={styles.scrim} onClick={dismiss} aria-hidden="true" /> : null}
      <div ref={drawer} id={drawerId} className={styles.bar} role="group" aria-label="Filters">
        <div className={styles.drawerHead}>
          <span className={styles.drawerTitle}>Filters</span>
          <Button size="sm" onClick={dismiss}>
            Done
          </Button>
        </div>
        {children}
        {onClear ? (
          <Button
            variant="ghost"
            className={styles.clear}
            onClick={onClear}
            disabled={!hasFilters}
            data-beside-fields=""
          >
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
