import * as RadixTabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useSearchParams } from '@admin/ui/router';
import styles from './Tabs.module.css';
import type { TabsProps } from './Tabs';

/** The tabs themselves (Radix): see `Tabs`. */
export default function TabsView({ param = 'tab', tabs, label }: TabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const first = tabs[0]?.value ?? '';
  const wanted = searchParams.get(param);
  const current = tabs.some((tab) => tab.value === wanted) ? (wanted as string) : first;
  // A tab once opened stays mounted (hidden when another is open), so switching away and back keeps
  // what was typed in its forms: a save that failed (the API down) can be sent again after a look
  // at another tab.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([current]));
  if (!opened.has(current)) setOpened(new Set(opened).add(current));

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
        <RadixTabs.Content
          key={tab.value}
          value={tab.value}
          className={styles.panel}
          forceMount={opened.has(tab.value) || undefined}
          hidden={tab.value !== current}
        >
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
