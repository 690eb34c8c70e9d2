import { lazy, Suspense } from 'react';
import { Button } from '../feedback/Button';
import styles from '../table/TableTools.module.css';
import { useMenu } from '../table/use-menu';
import type { SavedViewsProps } from './SavedViewsMenu';
import viewStyles from './SavedViews.module.css';

export type { SavedViewsProps } from './SavedViewsMenu';

// The panel is its own small chunk, fetched when the button is first hovered, focused or pressed: a
// list is often the first screen, and its first load should not carry a menu nobody opened yet.
const loadPanel = () => import('./SavedViewsMenu');
const SavedViewsMenu = lazy(loadPanel);
const prefetch = () => void loadPanel();

/**
 * "Views": saves the list's current URL state (filters, sort, page size) and its column choice under a
 * name, per user and list in localStorage; reopens, deletes, and copies a view's link. Put it beside
 * the filters (e.g. inside FilterBar).
 */
export function SavedViews(props: SavedViewsProps) {
  const menu = useMenu();
  return (
    <div className={`${styles.menu} ${viewStyles.root}`} data-beside-fields="">
      <Button {...menu.button} onPointerEnter={prefetch} onFocus={prefetch}>
        Views
      </Button>
      {menu.open ? (
        <Suspense fallback={null}>
          <SavedViewsMenu {...props} menu={menu} />
        </Suspense>
      ) : null}
    </div>
  );
}
