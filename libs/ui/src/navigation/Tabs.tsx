import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
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

/**
 * Tabs whose open tab is kept in the URL (`?tab=documents`), so a reload or a shared link opens the
 * same tab. An unknown value opens the first tab. Switching replaces the history entry: Back leaves
 * the page rather than stepping through tabs. Only the open tab's content is rendered.
 */
export function Tabs({ param = 'tab', tabs, label }: TabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const first = tabs[0]?.value ?? '';
  const wanted = searchParams.get(param);
  const current = tabs.some((tab) => tab.value === wanted) ? (wanted as string) : first;

  function select(value: string) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === first) next.delete(param);
        else next.set(param, value);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <RadixTabs.Root value={current} onValueChange={select} className={styles.root}>
      <RadixTabs.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={styles.panel}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
