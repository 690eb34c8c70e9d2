import { lazy, Suspense } from 'react';
import { Button } from '../feedback/Button';
import type { SavedViewsProps } from './SavedViewsMenu';
import viewStyles from './SavedViews.module.css';

export type { SavedViewsProps } from './SavedViewsMenu';

// The menu's code is its own small chunk: @admin/ui is on the shell's first load, the menu only on lists.
const SavedViewsMenu = lazy(() => import('./SavedViewsMenu'));

/**
 * "Views": saves the list's current URL state (filters, sort, page size) and its column choice under a
 * name, per user and list in localStorage; reopens, deletes, and copies a view's link. Put it beside
 * the filters (e.g. inside FilterBar).
 */
export function SavedViews(props: SavedViewsProps) {
  return (
    <Suspense
      fallback={
        <div className={viewStyles.root}>
          <Button size="sm" disabled>
            Views
          </Button>
        </div>
      }
    >
      <SavedViewsMenu {...props} />
    </Suspense>
  );
}
