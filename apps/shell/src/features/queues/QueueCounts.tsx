import { Link } from '@admin/ui/router';
import type { QueueCounts as Counts } from '@admin/api-client';
import type { QueueLink } from './queue-links';
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
  /**
   * The link has more than one queue (Orders: past deadline, awaiting payment): each count shows what
   * it counts in words, on a line of its own under the link, since two bare numbers say nothing apart.
   */
  named?: boolean;
}

/**
 * Each count opens its list filtered to that queue; the link beside them keeps its label as its name.
 * The description is there even when nothing waits (empty then), so the link never names a missing id.
 */
export function QueueCounts({ waiting, descriptionId, onNavigate, named = false }: QueueCountsProps) {
  const links = waiting.map((q) => (
    <Link
      key={q.queue}
      to={q.to}
      className={named ? styles.named : styles.count}
      onClick={onNavigate}
      aria-label={`${q.title}: ${q.count} waiting`}
      title={named ? undefined : q.title}
    >
      {named ? (
        <>
          {q.title}
          <span className={styles.count}>{q.count}</span>
        </>
      ) : (
        q.count
      )}
    </Link>
  ));
  return (
    <>
      <span id={descriptionId} hidden>
        {waiting.map((q) => `${q.count} ${q.waiting}`).join(', ')}
      </span>
      {named ? links.length > 0 && <span className={styles.lines}>{links}</span> : links}
    </>
  );
}
