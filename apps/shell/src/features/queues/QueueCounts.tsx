import { Link } from '@admin/ui/router';
import type { QueueCounts as Counts } from '@admin/api-client';
import type { QueueLink } from './queueLinks';
import styles from './QueueCounts.module.css';

/** The queues of one sidebar link that have work waiting, with their counts. */
export const waitingIn = (links: readonly QueueLink[] | undefined, counts: Counts | undefined) =>
  (links ?? []).flatMap((link) => {
    const count = counts?.[link.queue];
    return count ? [{ ...link, count }] : [];
  });

export interface QueueCountsProps {
  waiting: ReturnType<typeof waitingIn>;
  /** The id the sidebar link's `aria-describedby` names: "3 waiting" is said after its label. */
  descriptionId: string;
  onNavigate: () => void;
}

/**
 * Each count opens its list filtered to that queue; the link beside them keeps its label as its name.
 * The description is there even when nothing waits (empty then), so the link never names a missing id.
 */
export function QueueCounts({ waiting, descriptionId, onNavigate }: QueueCountsProps) {
  return (
    <>
      <span id={descriptionId} hidden>
        {waiting.map((q) => `${q.count} ${q.waiting}`).join(', ')}
      </span>
      {waiting.map((q) => (
        <Link
          key={q.queue}
          to={q.to}
          className={styles.count}
          onClick={onNavigate}
          aria-label={`${q.title}: ${q.count} waiting`}
          title={q.title}
        >
          {q.count}
        </Link>
      ))}
    </>
  );
}
