import { lazy, Suspense } from 'react';
import type { SavedViewsProps } from './SavedViewsMenu';

export type { SavedViewsProps } from './SavedViewsMenu';

// The menu is its own small chunk, requested when a list shows it: @admin/ui is on the shell's first
// load (shared whole), so only this wrapper is there.
const SavedViewsMenu = lazy(() => import('./SavedViewsMenu'));

/**
 * "Views": saves the list's current URL state (filters, sort, page size) and its column choice under a
 * name, per user and list in localStorage; reopens, deletes, and copies a view's link. Put it beside
 * the filters (e.g. inside FilterBar).
 */
export function SavedViews(props: SavedViewsProps) {
  return (
    <Suspense fallback={null}>
      <SavedViewsMenu {...props} />
    </Suspense>
  );
}
