import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QUEUE_PERMISSIONS, queuesApi } from '@admin/api-client';
import type { Permission, QueueCounts } from '@admin/api-client';

export const QUEUE_COUNTS_KEY = ['queues', 'counts'] as const;
const REFRESH_MS = 60_000;
const ACTING = new Set<Permission>(Object.values(QUEUE_PERMISSIONS));

/** True once the page has loaded: the counts are asked for after the first screen, never before it. */
function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return undefined;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

/**
 * `GET /v2/queues` for the sidebar: only for a role that may act on some queue, after the page has
 * loaded, again on window focus and every minute, and after any change saved in any screen (a
 * decision a remote makes goes through the page's one query client, so the count follows it).
 */
export function useQueueCounts(permissions: readonly Permission[] | undefined): QueueCounts | undefined {
  const mayAct = permissions?.some((permission) => ACTING.has(permission)) ?? false;
  const loaded = useAfterLoad();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!mayAct) return undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: QUEUE_COUNTS_KEY });
    const stopListening = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') refresh();
    });
    // The query client refetches when the tab becomes visible; coming back from another window
    // (the tab was visible all along) is a window focus, listened to here.
    window.addEventListener('focus', refresh);
    return () => {
      stopListening();
      window.removeEventListener('focus', refresh);
    };
  }, [mayAct, queryClient]);
  return useQuery({
    queryKey: QUEUE_COUNTS_KEY,
    queryFn: queuesApi.counts,
    enabled: mayAct && loaded,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: REFRESH_MS,
  }).data;
}
