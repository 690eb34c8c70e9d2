import { useQuery } from '@tanstack/react-query';
import { QueueCounts, waitingIn } from './QueueCounts';
import { QUEUE_LINKS } from './queue-links';
import { queueCountsQuery, useQueueCounts } from './use-queue-counts';

/**
 * The sidebar's counts, a chunk of their own that the shell fetches after the page has loaded (see
 * useSidebarQueues): one source asks the API, and each link's counts read its answer from the cache.
 */

/** True when counts may sit beside this sidebar link (its link then names them as its description). */
export const hasQueues = (to: string): boolean => to in QUEUE_LINKS;

/** Asks `GET /v2/queues` for the whole sidebar, once: rendered a single time, it shows nothing. */
export function QueueCountsSource() {
  useQueueCounts();
  return null;
}

export interface LinkQueueCountsProps {
  to: string;
  /** The id the sidebar link's `aria-describedby` names: "3 waiting" is said after its label. */
  descriptionId: string;
  onNavigate: () => void;
}

/** The counts beside one link, from the answer the source keeps in the query cache (never a request of its own). */
export function LinkQueueCounts({ to, descriptionId, onNavigate }: LinkQueueCountsProps) {
  const counts = useQuery({ ...queueCountsQuery, enabled: false }).data;
  return (
    <QueueCounts
      waiting={waitingIn(QUEUE_LINKS[to], counts)}
      descriptionId={descriptionId}
      onNavigate={onNavigate}
      named={(QUEUE_LINKS[to]?.length ?? 0) > 1}
    />
  );
}
