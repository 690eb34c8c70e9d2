import { Suspense } from 'react';
import { lazyView } from '../lazy/LazyView';
import type { ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** The URL search key holding the open tab (default `tab`); the first tab leaves it out. */
  param?: string;
  tabs: readonly TabItem[];
  /** The tab list's name for screen readers, e.g. "Order sections". */
  label?: string;
}

// Radix Tabs (with its roving focus) is ~8 KiB gz. @admin/ui is on the shell's first load (a federation
// singleton, not tree-shaken), so the tabs' code loads with the first page that shows tabs instead;
// a page whose first screen is tabbed preloads it (`preloadTabs`) before it renders.
const TabsView = lazyView(() => import('./TabsView'));

/** Loads the tabs' code: a page that opens on tabs awaits it before its first render (its `prefetch`). */
export const preloadTabs = (): Promise<unknown> => TabsView.preload();

/**
 * Tabs whose open tab is kept in the URL (`?tab=documents`), so a reload or a shared link opens the
 * same tab. An unknown value opens the first tab. Switching replaces the history entry: Back leaves
 * the page rather than stepping through tabs. A tab's content is rendered once it is first opened
 * and then kept (hidden while another tab is open), so nothing typed in it is lost by switching.
 */
export function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={<TabsSkeleton {...props} />}>
      <TabsView {...props} />
    </Suspense>
  );
}

/** While the tabs' code loads: the same tab list, not yet interactive, and an empty busy panel. */
function TabsSkeleton({ tabs, label }: TabsProps) {
  return (
    <div className={styles.root}>
      <div className={styles.list} aria-label={label} aria-busy="true">
        {tabs.map((tab) => (
          <span key={tab.value} className={styles.trigger}>
            {tab.label}
          </span>
        ))}
      </div>
      <div className={styles.panel} aria-busy="true" />
    </div>
  );
}
