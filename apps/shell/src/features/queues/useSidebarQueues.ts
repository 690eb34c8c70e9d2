import { useEffect, useState } from 'react';
import { QUEUE_PERMISSIONS } from '@admin/api-client/contract';
import type { Permission } from '@admin/api-client';
import type * as SidebarQueueCounts from './SidebarQueueCounts';

type SidebarQueues = typeof SidebarQueueCounts;

const ACTING = new Set<Permission>(Object.values(QUEUE_PERMISSIONS));
let chunk: Promise<SidebarQueues> | undefined;
const loadQueues = () => (chunk ??= import('./SidebarQueueCounts'));

// The first screen may still be fetching its own page's chunks right after `load`: leave it alone a while.
const SETTLE_MS = 1500;

/** Resolves when the browser is idle a moment after the window's `load` event. */
const afterFirstScreen = () =>
  new Promise<void>((resolve) => {
    const idle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve(), { timeout: 3000 })
        : resolve();
    const settle = () => window.setTimeout(idle, SETTLE_MS);
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
  });

/**
 * The sidebar's queue counts, as a module fetched once the page has loaded and the browser is idle,
 * so that neither their code nor their request is on the first load or delays the first paint;
 * undefined until then, and always for a role that may act on no queue (it never fetches them).
 */
export function useSidebarQueues(permissions: readonly Permission[] | undefined): SidebarQueues | undefined {
  const mayAct = permissions?.some((permission) => ACTING.has(permission)) ?? false;
  const [queues, setQueues] = useState<SidebarQueues>();
  useEffect(() => {
    if (!mayAct) return undefined;
    let current = true;
    void afterFirstScreen()
      .then(loadQueues)
      .then((loaded) => {
        if (current) setQueues(loaded);
      });
    return () => {
      current = false;
    };
  }, [mayAct]);
  return mayAct ? queues : undefined;
}
