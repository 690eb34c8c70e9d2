import { useEffect, useState } from 'react';
import { QUEUE_PERMISSIONS } from '@admin/api-client/contract';
import type { Permission } from '@admin/api-client';
import { afterFirstScreen } from '../../startup/after-first-screen';
import type * as SidebarQueueCounts from './SidebarQueueCounts';

type SidebarQueues = typeof SidebarQueueCounts;

const ACTING = new Set<Permission>(Object.values(QUEUE_PERMISSIONS));
let chunk: Promise<SidebarQueues> | undefined;
const loadQueues = () => (chunk ??= import('./SidebarQueueCounts'));

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
