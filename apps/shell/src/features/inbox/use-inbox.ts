import { useEffect, useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxApi } from '@admin/api-client/inbox';
import { useLiveStatus } from '@admin/auth/live';
import { INBOX_QUERY_KEY } from '@admin/auth/live-stream';

/** A minute without live updates (a paused stream) still brings new items. */
const REFRESH_MS = 60_000;

const inboxQuery = queryOptions({
  queryKey: INBOX_QUERY_KEY,
  queryFn: inboxApi.list,
  refetchOnWindowFocus: true,
  refetchInterval: REFRESH_MS,
});

/**
 * The signed-in person's inbox: refetched when the live stream says it changed (an `inbox` event,
 * handled by the stream itself), when live updates come back after a pause (events are not replayed
 * for the inbox), on window focus and every minute.
 */
export function useInbox() {
  const queryClient = useQueryClient();
  const status = useLiveStatus();
  const previous = useRef(status);
  useEffect(() => {
    if (status === 'live' && previous.current === 'paused')
      void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
    previous.current = status;
  }, [queryClient, status]);
  return useQuery(inboxQuery);
}

/** Marks one item read (`id`) or all of them (`'all'`); the bell's count follows. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: number | 'all') => (which === 'all' ? inboxApi.markAllRead() : inboxApi.markRead(which)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
  });
}
