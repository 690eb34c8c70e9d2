import { useCallback, useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { queuesApi } from '@admin/api-client/queues';
import type { QueueCounts } from '@admin/api-client';
import { useLiveChanges } from '@admin/auth/live';
import { queryRoots } from '../../app/query-roots';

/** `GET /v2/queues`: what waits in each queue the role may act on. */
export const queueCountsQuery = queryOptions({
  queryKey: [...queryRoots.queues, 'counts'] as const,
  queryFn: () => queuesApi.counts(),
});
const QUEUE_COUNTS_KEY = queueCountsQuery.queryKey;
const REFRESH_MS = 60_000;
/** The records whose changes move a queue's count. */
const QUEUE_RECORDS = ['order', 'cancel_request', 'customer'] as const;

/**
 * `GET /v2/queues` for the sidebar (mounted only for a role that may act on some queue, once the
 * page has loaded: see useSidebarQueues), again on window focus and every minute, and after any change
 * saved in any screen (a decision a remote makes goes through the page's one query client, so the
 * count follows it), and when a live update says someone else changed an order, a cancel request or
 * a customer.
 */
export function useQueueCounts(): QueueCounts | undefined {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: QUEUE_COUNTS_KEY }), [queryClient]);
  useLiveChanges(QUEUE_RECORDS, refresh);
  useEffect(() => {
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
  }, [queryClient, refresh]);
  return useQuery({
    ...queueCountsQuery,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: REFRESH_MS,
  }).data;
}
